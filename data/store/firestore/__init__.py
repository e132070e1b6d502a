"""Firestore adapter of the store port: production storage, same semantics as the SQLite adapter.

Collections, all named `{prefix}...` (default prefix `concierge_`):

- `inbound/{message id}`: created with `create()`, so a redelivered text is logged once;
  `unhandled_key` is emptied by the transaction of the turn that takes the text.
- `outbound/{key}` with `row`, a number that grows per guest, and `plans/{inbound id}`, a marker
  created in the same transaction as the texts, so a reply plan is stored once, atomically.
- `outbound_rows/{guest}`: the guest's last row number. Why a counter read and written in a
  transaction rather than timestamps: a reader polling `outbound_to(guest, after_rowid)` must
  never later see a row below one it has seen. A transaction commits the counter and the texts
  together, so rows appear in order; commit timestamps would need a composite-index query per
  guest, and client clocks disagree. The counter is per guest, so only one guest's plans contend.
- `consent_events/{m.<message id> | n.<sequence>}`, `consent_state/{property}.{guest}` and
  `counters/consent_events`: an append is one transaction that checks the message id, takes the
  next ledger number and moves the guest's current state, so `consent_state` is one read.
- `tickets/{number, 15 digits}` with `counters/tickets` for the number staff type after '#';
  `ticket_turns/{turn id}` (the turn that opened it, so opening is idempotent per turn) and
  `open_tickets/{property}.{guest}` (present exactly while the guest's ticket is open, so a
  guest holds one open ticket) are markers written in the transaction that opens or closes it.
- `ticket_events/{key}`, numbered in order per ticket by `ticket_event_counts/{number}`, so an
  event is recorded once per key and a ticket's events come back in the order they were added.

Every query uses a single field (ranges over a composed `*_key` string where SQLite would use a
composite index), so nothing needs an index file and the emulator, which ignores indexes, cannot
hide a missing one. Document ids are percent-encoded: ids and phone numbers may hold any character.

One adapter per concern (`message_log`, `reply_plans`, `consent_ledger`, `handoff_tickets`), each on
the same client and prefix; `FirestoreStore` is all four.
"""

from __future__ import annotations

from data.store.firestore.consent_ledger import FirestoreConsentLedger
from data.store.firestore.handoff_tickets import FirestoreHandoffTickets
from data.store.firestore.message_log import FirestoreMessageLog
from data.store.firestore.reply_plans import FirestoreReplyPlans


class FirestoreStore(
    FirestoreMessageLog, FirestoreReplyPlans, FirestoreConsentLedger, FirestoreHandoffTickets
):
    """Store port on an injected `google.cloud.firestore.Client`; safe to share between threads."""
