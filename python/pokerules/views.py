"""A stable path: :mod:`pokerules.players.views` under the name the README has always shown."""

from pokerules.players.views import (
    Hidden,
    SeatView,
    seat_view,
)

__all__ = [
    "Hidden",
    "SeatView",
    "seat_view",
]
