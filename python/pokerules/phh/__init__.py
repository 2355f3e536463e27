"""Poker Hand History (PHH) files: import hands from anywhere, export hands every reader replays.

PHH (phh.readthedocs.io) is a TOML file of named fields; pokerkit reads and writes it, and the
public PHH dataset (thousands of real hands) is written in it. :func:`from_phh` and
:func:`load` replay any standard hand of a game pokerules plays (``F2L3D``, 2-7 triple draw,
today) and pokerules' own files; :func:`to_phh` and :func:`dump` write any hand back.

**Players.** PHH lists players by position: ``p1`` is the first seat left of the button (the
small blind, or the first dealt in), the button is last. Seat ``s`` of a hand with button
``b`` is player ``(s - b - 1) % n + 1``; the standard ``seats`` field gives each player's
seat number (pokerules seat plus one, on export). Heads-up, ``p1`` is the big blind and ``p2``
the button, which posts the small blind (PHH reverses the blinds heads-up).

**Variant codes.** ``F2L3D`` when a game's rules fit it, else an extension code starting with
an underscore (see :mod:`pokerules.phh.codes`); importing, the variant table
(:mod:`pokerules.phh.variants`) turns a code and the standard fields into a game.

**Actions.** ``d dh pN cards`` deals (down or up), ``d db cards`` deals to the board, ``pN
f``, ``pN cc`` (check or call), ``pN cbr to`` (bet or raise to a round total), ``pN sd
cards`` (discard; no cards to stand pat), ``pN sm cards`` (show; no cards to muck). As in
PHH, the cards drawn in a draw round are dealt after every player has discarded. ``??`` is a
card nobody saw. Blinds, antes, burns and awards are the dealer's automatic work; burns,
rolls, reshuffles, openers and pass-outs also appear as commentary (``# burn 7c``) where they
happen. A game with an ante writes ``ante_trimming_status = true``: a short ante wins only
what it matched, as pokerules builds side pots.

**Importing.** Without ``_seed``, the deal is rebuilt from the recorded cards: ``??`` cards
and burned cards get stand-ins, real cards the file never names, which stay inside the replay:
the hand's records, cards, views, ``format_hand`` and exports show ``??`` (:class:`ImportedHand`,
:data:`~pokerules.cards.UNSEEN`). A show matches in any
card order; a muck is a muck; ``finishing_stacks`` must match the replay. Every failure is a
:class:`~pokerules.errors.HandHistoryError` that names the file, the hand and the action (or
the field) and says why.

**pokerkit** replays every exported ``F2L3D`` hand to the same final stacks, except where the
rules differ. After a reshuffle pokerkit deals the recorded cards too, but warns that they had
been mucked. With the ``triple-draw`` game's defaults pokerules lifts the cap heads-up, lets
an all-in of half a bet or more reopen the betting, lets a smaller all-in be completed to a full
bet, and makes players call a short big blind in full; the tournament cap of imported files
allows a bet and four raises after the draw. pokerkit does none of these.

**Extension fields**, all optional (pokerules writes them; other readers ignore them):

``_game``            the pokerules game (registry name)
``_game_options``    the game's rules that differ from the registry game, as an inline
                     table of :class:`~pokerules.games.Game` fields (``{}`` stands for
                     ``None``; betting and streets are tables)
``_wild_cards``      the wild cards (``"2c2d2h2s"``), for games with wild cards
``_wild_face_up_only`` whether wild cards are wild only face up (Dead Deuce)
``_seed``            the hand's seed: the shuffle and any reshuffle
``_deck``            the exact deck order, top first, when the hand was dealt from one
``_dead_money``      chips in the pot from earlier deals (a pass-out, a Diablo payment)
``_post_antes``      ``false`` when the ante was not posted (a Diablo follow-on hand)
``_unopened``        ``"play_out"`` or ``"pass_out"`` when not the game's rule
``_runs``            how many times the board of an all-in hand is run (2 or 3); each further
                     run's board cards follow as ``d db`` actions after the first board's
``_rolls``           the stud roll choices in the order made (``["p1 Ah", "p2 7c"]``)
``_opener``          the player who made the first bet of the first round
``_opening_cards``   the cards that qualified the opener (jacks or better)
``_split_openers``   the openers the opener threw away on the draw, kept aside
``_burns``           the burned cards, in order
``_reshuffles``      for each reshuffle, the cards shuffled into the new stub
``_carried``         when nobody opened: the chips carried to the next deal
``_diablo_payment``  from a session: what the Diablo opener paid after this hand
``_notes``           from a session: the session's notes on the deal

>>> from pokerules import Hand, find_game
>>> hand = Hand(find_game("triple-draw"), [100, 100, 100], button=2, seed=7)
>>> _ = hand.raise_to(4), hand.fold(), hand.fold()
>>> text = to_phh(hand, ["Ann", "Bob", "Cy"])
>>> print(text)
variant = "F2L3D"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100]
actions = [
  "d dh p1 Th6hAc9h5d",
  "d dh p2 3hQd4c6c2h",
  "d dh p3 5s7hAh6sKc",
  "p3 cbr 4",
  "p1 f",
  "p2 f",
]
seats = [1, 2, 3]
seat_count = 3
players = ["Ann", "Bob", "Cy"]
finishing_stacks = [99, 98, 103]
winnings = [0, 0, 5]
_game = "triple-draw"
_seed = 7
>>> again = from_phh(text)
>>> again.history == hand.history, again.players
(True, ('Ann', 'Bob', 'Cy'))
"""

from __future__ import annotations

from pokerules.phh.codes import variant_code
from pokerules.phh.export import dump, to_phh, to_phh_all
from pokerules.phh.imported import ImportedHand
from pokerules.phh.importer import from_phh, from_phh_all, load
from pokerules.phh.variants import VARIANTS

__all__ = [
    "VARIANTS",
    "ImportedHand",
    "dump",
    "from_phh",
    "from_phh_all",
    "load",
    "to_phh",
    "to_phh_all",
    "variant_code",
]
