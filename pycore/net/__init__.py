"""Netplay as pure state machines with byte codecs: lockstep, hosted views, trades."""
