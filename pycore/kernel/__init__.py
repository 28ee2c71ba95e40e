"""The kernel: fixed point, random streams, the digest, pads, the session contract. Stdlib only."""
