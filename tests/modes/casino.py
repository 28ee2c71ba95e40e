"""What the casino tables' tests share (blackjack, roulette)."""


def hash_without_notice(session) -> int:
    """Return ``session``'s state hash with every seat's notice blank (a refusal may change the notice alone)."""
    notice = list(session.notice)
    session.notice = [""] * len(notice)
    h = session.state_hash()
    session.notice = notice
    return h
