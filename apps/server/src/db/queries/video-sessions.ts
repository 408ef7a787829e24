// SQL of video visits and groups: sessions with their rooms, the room opened once per session
// (its unique session key lets one through), its link renewed or ended while open, and what
// attendees report.
import { and, asc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../client.js';
import { organizations, reservations, supportProducts, supportSessions, videoEvents, videoRooms } from '../schema.js';

export type RoomRow = typeof videoRooms.$inferSelect;
export type NewVideoEvent = typeof videoEvents.$inferInsert;
export type RoomLink = { linkCode: string; linkExpiresAt: Date };

const roomOpen = () => and(isNotNull(videoRooms.id), isNull(videoRooms.endedAt));

/** The video sessions the patient holds a live seat in, with offers and rooms: with an open room (`active`), or also those not ended; at most 100. */
export function videoSessionsOfPatient(db: Database, patientId: number, active: boolean, now: Date) {
  return db
    .select({ session: supportSessions, product: supportProducts, room: videoRooms })
    .from(supportSessions)
    .innerJoin(supportProducts, eq(supportProducts.id, supportSessions.productId))
    .innerJoin(
      reservations,
      and(
        eq(reservations.sessionId, supportSessions.id),
        eq(reservations.patientId, patientId),
        isNull(reservations.cancelledAt),
      ),
    )
    .leftJoin(videoRooms, eq(videoRooms.sessionId, supportSessions.id))
    .where(
      and(eq(supportSessions.platform, 'video'), active ? roomOpen() : or(gt(supportSessions.endsAt, now), roomOpen())),
    )
    .orderBy(asc(supportSessions.startsAt), asc(supportSessions.id))
    .limit(100);
}

/** The organization's video sessions not ended or with a room still open, at most 100. */
export function videoSessionsOfOrganization(db: Database, organizationId: number, now: Date) {
  return db
    .select({ session: supportSessions, product: supportProducts, room: videoRooms })
    .from(supportSessions)
    .innerJoin(supportProducts, eq(supportProducts.id, supportSessions.productId))
    .leftJoin(videoRooms, eq(videoRooms.sessionId, supportSessions.id))
    .where(
      and(
        eq(supportProducts.organizationId, organizationId),
        eq(supportSessions.platform, 'video'),
        or(gt(supportSessions.endsAt, now), roomOpen()),
      ),
    )
    .orderBy(asc(supportSessions.startsAt), asc(supportSessions.id))
    .limit(100);
}

/** The session with its offer and room. */
export async function videoSession(db: Database, sessionId: number) {
  const [row] = await db
    .select({ session: supportSessions, product: supportProducts, room: videoRooms })
    .from(supportSessions)
    .innerJoin(supportProducts, eq(supportProducts.id, supportSessions.productId))
    .leftJoin(videoRooms, eq(videoRooms.sessionId, supportSessions.id))
    .where(eq(supportSessions.id, sessionId));
  return row;
}

/** Whether the patient holds a live seat in the session. */
export async function attends(db: Database, sessionId: number, patientId: number): Promise<boolean> {
  const [seat] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.sessionId, sessionId),
        eq(reservations.patientId, patientId),
        isNull(reservations.cancelledAt),
      ),
    );
  return seat !== undefined;
}

export async function insertVideoEvent(db: Database, event: NewVideoEvent): Promise<void> {
  await db.insert(videoEvents).values(event);
}

export async function isRoomOpen(db: Database, name: string): Promise<boolean> {
  const [room] = await db
    .select({ id: videoRooms.id })
    .from(videoRooms)
    .where(and(eq(videoRooms.name, name), isNull(videoRooms.endedAt)));
  return !!room;
}

export async function roomWithLinkCode(db: Database, code: string): Promise<RoomRow | undefined> {
  const [room] = await db.select().from(videoRooms).where(eq(videoRooms.linkCode, code));
  return room;
}

export async function roomOfSession(db: Database, sessionId: number): Promise<RoomRow | undefined> {
  const [room] = await db.select().from(videoRooms).where(eq(videoRooms.sessionId, sessionId));
  return room;
}

/** A new link for a room still open: whether it was. */
export async function renewRoomLink(db: Database, roomId: number, link: RoomLink): Promise<boolean> {
  const renewed = await db
    .update(videoRooms)
    .set(link)
    .where(and(eq(videoRooms.id, roomId), isNull(videoRooms.endedAt)))
    .returning({ id: videoRooms.id });
  return renewed.length > 0;
}

/** Opens the session's room; a room opened at once by another presenter gets the link instead, if still open. */
export async function openRoom(
  db: Database,
  room: { sessionId: number; name: string; openedBy: number; openedAt: Date },
  link: RoomLink,
): Promise<void> {
  await db
    .insert(videoRooms)
    .values({ ...room, ...link })
    .onConflictDoUpdate({ target: videoRooms.sessionId, set: link, where: isNull(videoRooms.endedAt) });
}

export async function endRoom(db: Database, roomId: number, at: Date): Promise<void> {
  await db
    .update(videoRooms)
    .set({ endedAt: at })
    .where(and(eq(videoRooms.id, roomId), isNull(videoRooms.endedAt)));
}

export async function setSessionVideoUrl(db: Database, sessionId: number, videoUrl: string | null): Promise<void> {
  await db.update(supportSessions).set({ videoUrl }).where(eq(supportSessions.id, sessionId));
}

export function organizationNamesByIds(db: Database, ids: number[]) {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, ids));
}
