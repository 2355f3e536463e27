"""``pokerules simulate --json``: a simulation's results as one JSON document.

:func:`simulation_document` turns a :class:`~pokerules.session.simulate.SimulationResult` into
plain JSON values; :data:`SCHEMA` is the document's JSON Schema (draft 2020-12), which the
tests validate every document against and the sessions page of the docs describes. The same
seed gives the same document, byte for byte: it holds no timings.

>>> from pokerules.session.simulate import simulate
>>> document = simulation_document(simulate("badugi", hands=20, players=3, seed=4))
>>> document["game"], document["hands"] >= 20, sum(s["net_chips"] for s in document["seats"])
('badugi', True, 0)
"""

from __future__ import annotations

from typing import Any

from pokerules.session.simulate import SeatStats, SimulationResult

__all__ = ["SCHEMA", "SCHEMA_VERSION", "simulation_document"]

SCHEMA_VERSION = 1
"""The version of the document's layout; a change that drops or renames a field raises it."""

_SEAT_FIELDS = (
    "seat", "strategy", "hands_played", "hands_won", "win_rate", "net_chips", "chips_per_hand",
    "net_ci95", "adjusted_chips", "adjusted_per_hand", "adjusted_ci95", "allin_hands",
    "sessions_won",
)  # fmt: skip
_FIELDS = (
    "command", "schema_version", "game", "players", "seed", "hands", "sessions", "seats",
    "strategies", "categories", "low_categories", "pots",
)  # fmt: skip
_INTERVAL = {
    "type": "array",
    "items": {"type": "number"},
    "minItems": 2,
    "maxItems": 2,
    "description": "a 95% confidence interval of the mean a hand: [low, high]",
}
_COUNTS = {"type": "object", "additionalProperties": {"type": "integer", "minimum": 1}}
_SEAT = {
    "type": "object",
    "required": list(_SEAT_FIELDS),
    "additionalProperties": False,
    "properties": {
        "seat": {"type": "string", "description": "P1, P2, ...; a strategy's name in totals"},
        "strategy": {"type": "string"},
        "hands_played": {"type": "integer", "minimum": 0},
        "hands_won": {"type": "integer", "minimum": 0},
        "win_rate": {"type": "number", "minimum": 0, "maximum": 1},
        "net_chips": {"type": "integer"},
        "chips_per_hand": {"type": "number"},
        "net_ci95": {"$ref": "#/$defs/interval"},
        "adjusted_chips": {"type": ["number", "null"]},
        "adjusted_per_hand": {"type": "number"},
        "adjusted_ci95": {"$ref": "#/$defs/interval"},
        "allin_hands": {"type": "integer", "minimum": 0},
        "sessions_won": {"type": "number", "minimum": 0},
    },
}
SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "pokerules simulate --json",
    "type": "object",
    "required": list(_FIELDS),
    "additionalProperties": False,
    "properties": {
        "command": {"const": "simulate"},
        "schema_version": {"const": SCHEMA_VERSION},
        "game": {"type": "string"},
        "players": {"type": "integer", "minimum": 2},
        "seed": {"type": "integer", "minimum": 0},
        "hands": {"type": "integer", "minimum": 1},
        "sessions": {"type": "integer", "minimum": 1},
        "seats": {"type": "array", "items": {"$ref": "#/$defs/seat"}},
        "strategies": {"type": "array", "items": {"$ref": "#/$defs/seat"}},
        "categories": {"$ref": "#/$defs/counts"},
        "low_categories": {"$ref": "#/$defs/counts"},
        "pots": {
            "type": "object",
            "required": ["hands", "mean", "median", "largest", "sizes"],
            "additionalProperties": False,
            "properties": {
                "hands": {"type": "integer", "minimum": 0},
                "mean": {"type": "number", "minimum": 0},
                "median": {"type": "number", "minimum": 0},
                "largest": {"type": "integer", "minimum": 0},
                "sizes": {
                    "type": "array",
                    "description": "[pot size, hands] pairs, smallest pot first",
                    "items": {
                        "type": "array",
                        "prefixItems": [
                            {"type": "integer", "minimum": 1},
                            {"type": "integer", "minimum": 1},
                        ],
                        "minItems": 2,
                        "maxItems": 2,
                    },
                },
            },
        },
        "out": {"type": "string", "description": "the Parquet file written (--out)"},
        "phh": {"type": "string", "description": "the PHH file written (--phh)"},
        "plot": {"type": "string", "description": "the chart written (--plot)"},
    },
    "$defs": {"seat": _SEAT, "interval": _INTERVAL, "counts": _COUNTS},
}
"""The JSON Schema of the ``simulate --json`` document."""


def _seat(stats: SeatStats, label: str) -> dict[str, Any]:
    return {
        "seat": label,
        "strategy": stats.strategy,
        "hands_played": stats.hands_played,
        "hands_won": stats.hands_won,
        "win_rate": stats.win_rate,
        "net_chips": stats.net_chips,
        "chips_per_hand": stats.chips_per_hand,
        "net_ci95": list(stats.net_ci95),
        "adjusted_chips": stats.adjusted_chips,
        "adjusted_per_hand": stats.adjusted_per_hand,
        "adjusted_ci95": list(stats.adjusted_ci95),
        "allin_hands": stats.allin_hands,
        "sessions_won": stats.sessions_won,
    }


def simulation_document(result: SimulationResult, **files: str) -> dict[str, Any]:
    """The ``simulate --json`` document of ``result`` (see :data:`SCHEMA`); ``files`` name the
    files the run wrote (``out``, ``phh``, ``plot``)."""
    mean, median, largest = result.pot_summary()
    document: dict[str, Any] = {
        "command": "simulate",
        "schema_version": SCHEMA_VERSION,
        "game": result.game,
        "players": result.players,
        "seed": result.seed,
        "hands": result.hands,
        "sessions": result.sessions,
        "seats": [_seat(s, f"P{s.seat + 1}") for s in result.seats],
        "strategies": [_seat(s, s.strategy) for s in result.by_strategy().values()],
        "categories": dict(result.categories),
        "low_categories": dict(result.low_categories),
        "pots": {
            "hands": sum(result.pot_sizes.values()),
            "mean": mean,
            "median": median,
            "largest": largest,
            "sizes": [[size, count] for size, count in result.pot_sizes.items()],
        },
    }
    document.update(files)
    return document
