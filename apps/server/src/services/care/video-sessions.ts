// Video visits and groups (spec 4 and 9, "Video session"): a presenter of the session's
// organization opens its room, and then its attendees (a live seat: the appointment's patient or a
// reserved place in a group) see its link and get room tokens; the room ends once, and its link
// disappears with it. Links expire for security, and the provider sends a new one. When a room
// first opens, its attendees' phones are told the session started.
//
// The room's link is written to the session's `video_url` while the room is open, so every screen
// that shows a session's link (session, appointment, care item) shows this one by its own rule.
import { randomBytes } from 'node:crypto';
import { joinVideoError } from '@mat/domain';
import type { VideoRooms } from '../../adapters/video.js';
import type { Database } from '../../db/client.js';
import { practitionersByIds } from '../../db/queries/organization-connections.js';
import { liveSeatHolders } from '../../db/queries/support-sessions.js';
import {
  attends,
  endRoom,
  insertVideoEvent,
  isRoomOpen,
  openRoom,
  organizationNamesByIds,
  renewRoomLink,
  roomOfSession,
  roomWithLinkCode,
  setSessionVideoUrl,
  videoSession,
  videoSessionsOfOrganization,
  videoSessionsOfPatient,
  type NewVideoEvent,
  type RoomRow,
} from '../../db/queries/video-sessions.js';
import { practitionerName } from '../conversations/present.js';
import type { Staff } from '../conversations/inbox.js';
import { ConflictError, ExpiredError, ForbiddenError, NotFoundError } from '../errors.js';
import { languageOf, translate, type Language } from '../language.js';
import type { PushNotices } from '../push/notices.js';
import type { UserRow } from '../sessions.js';
import { stateOf, type ProductRow, type SessionRow } from './present.js';

/** How long a link leads to the room before the provider must send a new one. */
export const VIDEO_LINK_MS = 2 * 3600_000;
/** Link codes: 10 letters and digits without look-alikes (no 0/O, 1/I/L), 50 bits. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 10;

type Found = { session: SessionRow; product: ProductRow; room: RoomRow | null };
export type VideoEvent = NewVideoEvent['event'];

const refusal = (code: 'errors.sessionHasNoVideo' | 'errors.sessionNotStarted' | 'errors.sessionEnded') =>
  new ConflictError(code, translate('en', code));
const isOpen = (room: RoomRow | null): room is RoomRow => !!room && room.endedAt === null;

/** A code as people type it: any case, with spaces or dashes. */
export const normalizeCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

function newCode() {
  const bytes = randomBytes(CODE_LENGTH);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export class VideoSessions {
  constructor(
    private readonly db: Database,
    private readonly video: VideoRooms,
    private readonly push: PushNotices,
    private readonly appUrl: string,
    private readonly now: () => Date,
  ) {}

  // The patient's side.

  /** The video sessions the patient attends, not finished (or still open); `active`: open rooms only. */
  async list(user: UserRow, active: boolean) {
    const now = this.now();
    const rows = await videoSessionsOfPatient(this.db, user.id, active, now);
    return this.present(rows, languageOf(user));
  }

  /** A room token for an attendee of an open room. */
  async token(user: UserRow, id: number) {
    const found = await this.attended(user, id, 'token');
    const room = this.joinable(found);
    const name = user.firstName || (languageOf(user) === 'es' ? 'Paciente' : 'Patient');
    return this.connect(
      this.video.token({ room: room.name, identity: `patient-${user.id}`, name, role: 'patient' }),
      room,
      `patient-${user.id}`,
    );
  }

  /** Records what happened on the attendee's side, for the care team. */
  async report(user: UserRow, id: number, event: VideoEvent, detail: string | null | undefined) {
    const found = await this.attended(user, id, 'report');
    await insertVideoEvent(this.db, {
      sessionId: id,
      patientId: user.id,
      event,
      detail: detail?.trim() || null,
      at: this.now(),
    });
    const [answer] = await this.present([found], languageOf(user));
    return answer!;
  }

  /** The session of a link code, for a signed-in attendee. */
  async resolveCode(user: UserRow, code: string) {
    const { session } = await this.byLink(code);
    if (!(await attends(this.db, session.id, user.id))) throw new NotFoundError();
    return { sessionUuid: session.uuid };
  }

  /** What a link leads to, for anyone holding it. */
  async byCode(code: string, language: Language) {
    const [answer] = await this.present([await this.byLink(code)], language);
    return answer!;
  }

  /** Whether a room may still be joined (the signalling channel asks before admitting anyone). */
  async isOpen(roomName: string): Promise<boolean> {
    return isRoomOpen(this.db, roomName);
  }

  // The care team's side.

  async staffList(staff: Staff) {
    const rows = await videoSessionsOfOrganization(this.db, staff.organization.id, this.now());
    return rows.map((row) => this.presentToStaff(row, staffLanguage(staff)));
  }

  /** Opens the room, or gives an open room a new link (the old one then answers 410). */
  async open(staff: Staff, id: number) {
    const found = await this.own(staff, id);
    if (found.session.platform !== 'video') throw refusal('errors.sessionHasNoVideo');
    if (found.room?.endedAt || (!found.room && stateOf(found.session, this.now()) === 'finished'))
      throw refusal('errors.sessionEnded');
    const now = this.now();
    const link = { linkCode: newCode(), linkExpiresAt: new Date(now.getTime() + VIDEO_LINK_MS) };
    const name = found.room?.name ?? `RM_${randomBytes(8).toString('hex')}`;
    // The room exists at the adapter before any attendee can be told of it.
    if (!found.room) await this.video.open(name);
    await this.db.transaction(async (tx) => {
      if (found.room) {
        if (!(await renewRoomLink(tx, found.room.id, link))) throw refusal('errors.sessionEnded');
      } else {
        // Two presenters opening at once: the unique session key lets one room through.
        await openRoom(tx, { sessionId: id, name, openedBy: staff.practitioner.id, openedAt: now }, link);
      }
      const room = await roomOfSession(tx, id);
      if (!room || room.endedAt) throw refusal('errors.sessionEnded');
      await setSessionVideoUrl(tx, id, this.linkOf(room));
    });
    // Once committed, and only for the first opening (a new link is not a new start).
    if (!found.room) await this.tellAttendees(found.session);
    return this.presentToStaff(await this.own(staff, id), staffLanguage(staff));
  }

  private async tellAttendees(session: SessionRow) {
    const seats = await liveSeatHolders(this.db, session.id);
    const path = `/video/session/${session.uuid}`;
    await this.push.send(
      seats.map((seat) => seat.patientId),
      (language) => ({ body: translate(language, 'notices.sessionStarted'), path }),
    );
  }

  /** Ends the room for good: everyone is disconnected and the link disappears. */
  async end(staff: Staff, id: number) {
    const found = await this.own(staff, id);
    if (!found.room) throw refusal('errors.sessionNotStarted');
    if (found.room.endedAt) throw refusal('errors.sessionEnded');
    // The adapter first: ending again is harmless there, so a failed write below can be retried.
    await this.video.end(found.room.name);
    await this.db.transaction(async (tx) => {
      await endRoom(tx, found.room!.id, this.now());
      await setSessionVideoUrl(tx, id, null);
    });
    return this.presentToStaff(await this.own(staff, id), staffLanguage(staff));
  }

  async staffToken(staff: Staff, id: number) {
    const room = this.joinable(await this.own(staff, id));
    const identity = `provider-${staff.practitioner.id}`;
    const name = practitionerName(staff.practitioner, staffLanguage(staff));
    return this.connect(this.video.token({ room: room.name, identity, name, role: 'provider' }), room, identity);
  }

  // Shared.

  private connect(token: ReturnType<VideoRooms['token']>, room: RoomRow, identity: string) {
    return {
      token: token.token,
      sessionToken: room.name,
      client_type: 'web' as const,
      adapter: token.adapter,
      expires_at: token.expiresAt.toISOString(),
      signalling_path: token.signallingPath,
      ice_servers: token.iceServers,
      identity,
    };
  }

  /** The open room of a session whose attendee is asking, or why it cannot be joined (spec 4: once started, until ended). */
  private joinable(found: Found): RoomRow {
    if (found.session.platform !== 'video') throw refusal('errors.sessionHasNoVideo');
    const reason = joinVideoError({ reserved: true, started: !!found.room, ended: !!found.room?.endedAt });
    if (reason) throw refusal(reason as 'errors.sessionNotStarted' | 'errors.sessionEnded');
    return found.room!;
  }

  /**
   * The session with its room, for a patient who holds a live seat in it. Someone else's
   * appointment is 404, as if absent; a group the patient has no seat in is 403 for a token.
   */
  private async attended(user: UserRow, id: number, purpose: 'token' | 'report'): Promise<Found> {
    const found = await this.find(id);
    if (await attends(this.db, id, user.id)) return found;
    if (purpose === 'token' && !found.product.appointmentKind) throw new ForbiddenError();
    throw new NotFoundError();
  }

  /** A session of the staff member's organization; any other is 404. */
  private async own(staff: Staff, id: number): Promise<Found> {
    const found = await this.find(id);
    if (found.product.organizationId !== staff.organization.id) throw new NotFoundError();
    return found;
  }

  private async byLink(code: string): Promise<Found> {
    const room = await roomWithLinkCode(this.db, normalizeCode(code));
    if (!isOpen(room ?? null)) throw new NotFoundError();
    if (room!.linkExpiresAt.getTime() <= this.now().getTime())
      throw new ExpiredError('errors.videoLinkExpired', translate('en', 'errors.videoLinkExpired'));
    return this.find(room!.sessionId);
  }

  private async find(sessionId: number): Promise<Found> {
    const row = await videoSession(this.db, sessionId);
    if (!row) throw new NotFoundError();
    return row;
  }

  private linkOf(room: Pick<RoomRow, 'linkCode'>) {
    return `${this.appUrl}/video/connect/${room.linkCode}`;
  }

  /** The contract's VideoSession: the room's name only while it is open. */
  private async present(rows: Found[], language: Language) {
    const hosts = await this.hosts(rows);
    const now = this.now();
    return rows.map(({ session, product, room }) => ({
      id: session.id,
      uuid: session.uuid,
      title: product.title[language],
      started: isOpen(room),
      connected_session_id: isOpen(room) ? room.name : null,
      starts_at: session.startsAt.toISOString(),
      ends_at: session.endsAt.toISOString(),
      host: hosts.get(session.id) ?? '',
      status: stateOf(session, now),
    }));
  }

  /** Each session's first presenter by name, else the offering organization's name. */
  private async hosts(rows: Found[]): Promise<Map<number, string>> {
    const presenterIds = [...new Set(rows.flatMap((r) => r.session.presenterIds.slice(0, 1)))];
    const organizationIds = [...new Set(rows.map((r) => r.product.organizationId))];
    const [people, orgs] = await Promise.all([
      presenterIds.length ? practitionersByIds(this.db, presenterIds) : Promise.resolve([]),
      organizationIds.length ? organizationNamesByIds(this.db, organizationIds) : Promise.resolve([]),
    ]);
    return new Map(
      rows.map(({ session, product }) => {
        const presenter = people.find((p) => p.id === session.presenterIds[0]);
        return [
          session.id,
          presenter
            ? `${presenter.firstName} ${presenter.lastName}`.trim()
            : (orgs.find((o) => o.id === product.organizationId)?.name ?? ''),
        ];
      }),
    );
  }

  private presentToStaff({ session, product, room }: Found, language: Language) {
    const open = isOpen(room);
    return {
      id: session.id,
      uuid: session.uuid,
      title: product.title[language],
      starts_at: session.startsAt.toISOString(),
      ends_at: session.endsAt.toISOString(),
      status: stateOf(session, this.now()),
      capacity: session.capacity,
      reserved: session.reserved,
      started: open,
      ended: !!room?.endedAt,
      connected_session_id: open ? room.name : null,
      link: open ? this.linkOf(room) : null,
      link_expires_at: open ? room.linkExpiresAt.toISOString() : null,
    };
  }
}

const staffLanguage = (staff: Staff): Language => (staff.user.prefs.language === 'es' ? 'es' : 'en');
