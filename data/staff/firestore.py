"""Firestore adapters of the staff ports: `staff`, `staff_audit` and `ticket_claims`.

Queries use single-field indexes only (order by time, filter the rest in the adapter), so no
composite index has to be created.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from google.api_core import exceptions as gexc
from google.cloud import firestore

from data.checkpoint.firestore_saver import encode_id_part as _enc
from data.staff.models import AuditEntry, Role, StaffMember, normalize_email
from data.store.firestore.common import Doc, FirestoreAdapter, as_utc


class FirestoreStaffAccounts(FirestoreAdapter):
    """`StaffAccounts`: one document per account, roles as a map of property id -> role."""

    def _ref(self, email: str) -> Any:
        return self._collection("staff").document(_enc(normalize_email(email)))

    def get(self, email: str) -> StaffMember | None:
        """The account, or None when there is none."""
        snapshot = self._ref(email).get()
        return _member(snapshot.to_dict()) if snapshot.exists else None

    def add(
        self, email: str, *, property_id: str, role: Role, password_hash: str | None, at: datetime
    ) -> StaffMember:
        """Create the account or give it `role` at `property_id` (see the port)."""
        ref = self._ref(email)

        @firestore.transactional
        def upsert(transaction: firestore.Transaction) -> Doc:
            snapshot = ref.get(transaction=transaction)
            doc: Doc = snapshot.to_dict() if snapshot.exists else {}
            if not doc:
                if password_hash is None:
                    raise ValueError("a new account needs a password")
                doc = {"email": normalize_email(email), "active": True, "created_at": at}
            if password_hash is not None:
                doc["password_hash"] = password_hash
            doc["roles"] = {**doc.get("roles", {}), property_id: str(role)}
            transaction.set(ref, doc)
            return doc

        return _member(upsert(self._client.transaction()))

    def set_active(self, email: str, active: bool) -> bool:
        """Enable or disable login; False when there is no such account."""
        try:
            self._ref(email).update({"active": active})
        except gexc.NotFound:
            return False
        return True

    def all(self) -> list[StaffMember]:
        """Every account, by email."""
        members = [_member(doc.to_dict()) for doc in self._collection("staff").stream()]
        return sorted(members, key=lambda member: member.email)


def _member(doc: Doc) -> StaffMember:
    return StaffMember(
        email=doc["email"],
        password_hash=doc["password_hash"],
        roles={pid: Role(role) for pid, role in doc.get("roles", {}).items()},
        active=bool(doc.get("active", True)),
        created_at=as_utc(doc.get("created_at")),
    )


class FirestoreAuditLog(FirestoreAdapter):
    """`AuditLog`: one document per entry (append only)."""

    def record(self, entry: AuditEntry) -> None:
        """Append one entry."""
        self._collection("staff_audit").add(
            {
                "at": entry.at,
                "staff": entry.staff,
                "action": entry.action,
                "property_id": entry.property_id,
                "guest_masked": entry.guest_masked,
                "ticket": entry.ticket,
                "detail": dict(entry.detail),
            }
        )

    def entries(
        self,
        property_ids: Iterable[str] | None = None,
        *,
        action_prefix: str | None = None,
        limit: int = 200,
    ) -> list[AuditEntry]:
        """Newest first, optionally only some properties or actions."""
        wanted = set(property_ids) if property_ids is not None else None
        found: list[AuditEntry] = []
        query = self._collection("staff_audit").order_by("at", direction=firestore.Query.DESCENDING)
        for snapshot in query.stream():
            doc = snapshot.to_dict()
            if wanted is not None and doc.get("property_id") not in wanted:
                continue
            if action_prefix is not None and not str(doc["action"]).startswith(action_prefix):
                continue
            found.append(
                AuditEntry(
                    at=as_utc(doc["at"]) or doc["at"],
                    staff=doc["staff"],
                    action=doc["action"],
                    property_id=doc.get("property_id"),
                    guest_masked=doc.get("guest_masked"),
                    ticket=doc.get("ticket"),
                    detail=dict(doc.get("detail") or {}),
                )
            )
            if len(found) >= limit:
                break
        return found


class FirestoreTicketClaims(FirestoreAdapter):
    """`TicketClaims`: one document per claimed ticket, created once."""

    def _ref(self, ticket: int) -> Any:
        return self._collection("ticket_claims").document(f"{ticket:015d}")

    def claim(self, ticket: int, staff: str, *, at: datetime) -> str:
        """Claim an unclaimed ticket; return whoever holds it afterwards."""
        ref = self._ref(ticket)
        try:
            ref.create({"ticket": ticket, "staff": normalize_email(staff), "claimed_at": at})
        except gexc.AlreadyExists:
            pass
        return str((ref.get().to_dict() or {})["staff"])

    def holders(self, tickets: Iterable[int]) -> dict[int, str]:
        """Holder per claimed ticket among `tickets`."""
        refs = [self._ref(number) for number in dict.fromkeys(tickets)]
        if not refs:
            return {}
        return {
            int(doc["ticket"]): str(doc["staff"])
            for snapshot in self._client.get_all(refs)
            if snapshot.exists and (doc := snapshot.to_dict())
        }
