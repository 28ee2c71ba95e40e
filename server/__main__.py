"""``python -m server``: serve the page on localhost."""

from server.app import main

main()
