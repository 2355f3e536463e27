"""A stable path: :mod:`pokerules.session.simulate` under the name the README has always shown."""

from pokerules.session.simulate import (
    MAX_WORKERS,
    STRATEGIES,
    SeatStats,
    SimulationResult,
    make_bot,
    simulate,
)

__all__ = [
    "MAX_WORKERS",
    "STRATEGIES",
    "SeatStats",
    "SimulationResult",
    "make_bot",
    "simulate",
]
