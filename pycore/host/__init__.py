"""The host: the arcade state machine, its screens, replays and the profile that rewards settle into."""
