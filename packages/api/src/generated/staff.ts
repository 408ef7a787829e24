// Generated from openapi/staff.yaml by `pnpm --filter @mat/api generate`. Do not edit.
export interface paths {
    "/auth/login": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a provider account
         * @description Wrong credentials, or a patient's, answer 422 errors.credentialsMismatch.
         */
        post: operations["staffLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/session": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out */
        delete: operations["staffLogout"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The signed-in practitioner */
        get: operations["getStaffMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's inbox
         * @description Questions to the provider's organization; those waiting for an answer first, the longest wait on top. A queue narrows the list (counted by /inbox/counts) - unanswered (waiting for an answer, the longest wait on top), waiting_longest (unanswered for 4 hours or more) or mine (patients on the practitioner's own care team).
         */
        get: operations["listInbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbox/counts": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * How many items each queue of the inbox holds
         * @description Counted by the server, so the console shows the size of each queue without loading it - open urgent alerts (as /alerts lists them), unanswered questions, those unanswered for 4 hours or more, and unanswered questions of patients on the practitioner's own care team.
         */
        get: operations["countInbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** A conversation with its patient */
        get: operations["getInboxConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Messages of a conversation, newest first */
        get: operations["listInboxMessages"];
        put?: never;
        /**
         * Reply to the patient
         * @description Ends the wait, marks the conversation unread for the patient and tells them by e-mail and text on the channels they keep on.
         */
        post: operations["replyToConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/handled": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark handled
         * @description Off the waiting list until the patient writes again.
         */
        post: operations["markConversationHandled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alerts": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Open alerts of the organization's patients
         * @description Unresolved alerts of the patients the organization cares for (one of its practitioners on their team, or a question to it), urgent first, newest first. Matrona's own care team also gets the alerts of every patient no organization cares for yet, so no crisis answer goes unseen. Not paged; resolved alerts leave the list.
         */
        get: operations["listAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alerts/{id}/resolved": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve an alert
         * @description The care team reached out; the alert leaves the list. Resolving it again changes nothing.
         */
        post: operations["resolveAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attachments/{id}/url": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** A short-lived link to an attachment */
        get: operations["getInboxAttachmentUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video-sessions": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's video sessions not yet finished
         * @description Sessions with platform video of the organization's offers that have not finished, soonest first, with their room's state and current link. At most 100; not paged.
         */
        get: operations["listStaffVideoSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video-sessions/{id}/room": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open the session's room, or send a new link to an open one
         * @description Opens the room: its attendees' waiting rooms join by themselves (muted), and the session's link shows to them. On an open room, replaces an expired or leaked link with a new one (the old one then leads nowhere: 404). 404 for another organization's session; 409 errors.sessionHasNoVideo for a session without video, errors.sessionEnded once the room was ended or the session finished.
         */
        post: operations["openVideoRoom"];
        /**
         * End the session's room
         * @description Everyone in the room is disconnected and the link disappears; an ended room is never reopened. 404 for another organization's session; 409 errors.sessionNotStarted for a room never opened, errors.sessionEnded for one already ended.
         */
        delete: operations["endVideoRoom"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video-sessions/{id}/token": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * What the provider's video client needs to join the open room
         * @description The same short-lived room token as a patient's, bound to the provider and the room. 404 for another organization's session; 409 errors.sessionNotStarted before the room is opened, errors.sessionEnded once ended.
         */
        get: operations["getStaffVideoToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appointment-requests": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Pending appointment requests to the organization
         * @description Requests not yet confirmed or declined, oldest first. Not paged.
         */
        get: operations["listAppointmentRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appointment-requests/{id}/confirm": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a request with a time
         * @description Books the time as a one-person session of one of the organization's kinds of visit, with the patient's seat (no credit spent) and an appointment item on their care plan, the confirming practitioner presenting. 404 for another organization's request or kind of visit; 409 errors.conflict when the request was already answered; 422 for times out of order or in the past.
         */
        post: operations["confirmAppointmentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appointment-requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a request
         * @description An optional reason, in the care team's words, is kept with the request and shown to the patient on it (blank is none). 404 for another organization's request; 409 errors.conflict when it was already answered.
         */
        post: operations["declineAppointmentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's offers
         * @description Its groups, classes, coaching and kinds of visit (appointment_kind set), by title in the practitioner's language: what a session is scheduled for, or a request confirmed as. Not paged.
         */
        get: operations["listStaffProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appointments": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's finished appointments, for their visit summaries
         * @description Booked visits of the organization's kinds of visit that have finished and were not cancelled, the latest first, with the summary written so far. At most 100; not paged.
         */
        get: operations["listFinishedAppointments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appointments/{id}/summary": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Write the visit summary of a finished appointment
         * @description The booking's id (Appointment.id). The patient's visit summary PDF then shows it. 404 for another organization's appointment or a cancelled one; 409 errors.conflict before the visit has finished; 422 for a blank summary.
         */
        put: operations["writeVisitSummary"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connections": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's connected patients, or the requests waiting
         * @description status=connected (the default): patients whose connection the organization confirmed, the latest first, archived by the patient or not, with whether the organization may view and update their medical profile. status=pending: requests waiting for an answer, oldest first. Not paged.
         */
        get: operations["listPatientConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connections/{id}/confirm": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a patient's request to connect
         * @description The organization joins the patient's care team: its practitioners (or the one the patient chose) appear on their Team. 404 for another organization's request; 409 errors.conflict when it was already answered.
         */
        post: operations["confirmPatientConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connections/{id}/decline": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a patient's request to connect
         * @description The patient sees it among their declined connections and may ask again. 404 for another organization's request; 409 errors.conflict when it was already answered.
         */
        post: operations["declinePatientConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}/sessions": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule a session of one of the organization's offers
         * @description A group, class or coaching session (or an open time of a kind of visit). A coaching group holds at most 5 (422 above). 404 for another organization's offer; 422 for times out of order or in the past.
         */
        post: operations["scheduleSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patients/{id}/care-plan": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an item or a milestone to a patient's care plan
         * @description For a patient the organization cares for (one of its practitioners on their team, a question to it, or an appointment request to it); any other patient is 404.
         */
        post: operations["assignCarePlanItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patients/{id}/record": {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A patient's record, read only
         * @description Profile, who pays for her membership, pregnancies, babies, the monitors' latest readings (the 20 newest of each kind) with their categories from @mat/domain, and her 5 newest scored screenings with their bands. Only when the patient's connection to the provider's organization is confirmed and shares the record (PatientConnection.record_access); a patient the organization cares for who has not shared it (or took it back) is 403 errors.forbidden with no data. Any other patient, or an id that does not exist, is 404, as for every record outside the organization. Each reading of the record is written to the patient's audit trail.
         */
        get: operations["getPatientRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description A practitioner's note after a visit, the visit summary.
         * @example {
         *       "summary": "Latch improved; keep feeding on cue and book a follow-up in two weeks."
         *     }
         */
        VisitSummaryInput: {
            summary: string;
        };
        /**
         * @description A patient's connection to the organization, as the organization sees it.
         * @example {
         *       "id": 9,
         *       "patient": {
         *         "id": 41,
         *         "name": "Ana Rivera"
         *       },
         *       "status": "pending",
         *       "record_access": true,
         *       "requested_at": "2026-11-19T09:00:00Z",
         *       "responded_at": null
         *     }
         */
        PatientConnection: {
            id: number;
            patient: {
                id: number;
                name: string;
            };
            /**
             * @description Pending until the organization confirms; archived by the patient.
             * @enum {string}
             */
            status: "pending" | "active" | "archived" | "declined";
            /** @description The organization may view and update the patient's medical profile (the patient can take it back). */
            record_access: boolean;
            /** Format: date-time */
            requested_at: string;
            /** Format: date-time */
            responded_at: string | null;
        };
        /**
         * @description Why the request is declined; the patient reads it on the request.
         * @example {
         *       "reason": "We do not offer home visits in your area; our nurse line can help by phone."
         *     }
         */
        AppointmentDecline: {
            reason?: string;
        };
        /** @description A patient's request for an appointment, as the organization sees it. */
        StaffAppointmentRequest: {
            id: number;
            patient: {
                id: number;
                name: string;
            };
            /** @description In the practitioner's language. */
            category: string;
            message: string;
            preferred_times: string | null;
            /** @enum {string} */
            status: "pending" | "confirmed" | "declined";
            /** @description Why it was declined, when the care team said. */
            decline_reason: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description The booked time, once confirmed. */
            appointment: components["schemas"]["ScheduledSession"] | null;
        };
        /** @description One of the organization's offers. */
        StaffProduct: {
            id: number;
            /** @description In the practitioner's language. */
            title: string;
            /** @enum {string} */
            type: "group" | "class" | "coaching" | "nurse_call" | "lactation_visit" | "doula";
            /** @description Set for a kind of visit, whose sessions are booked one patient each. */
            appointment_kind: ("lactation_visit" | "nurse_call" | "coaching" | "doula_visit" | "care_coordination" | "mental_health" | "nutrition" | "other") | null;
        };
        /** @description A booked visit of the organization, as the care team sees it. */
        StaffAppointment: {
            /** @description The booking's id (Appointment.id), as PUT /appointments/{id}/summary takes it. */
            id: number;
            patient: {
                id: number;
                name: string;
            };
            /** @description The kind of visit, in the practitioner's language. */
            title: string;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            /** @description The visit summary written so far. */
            summary: string | null;
        };
        /** @enum {string} */
        Platform: "video" | "phone" | "in_person";
        AppointmentConfirmation: {
            /** @description One of the organization's kinds of visit. */
            product_id: number;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            /** @description IANA time zone name. */
            timezone: string;
            platform: components["schemas"]["Platform"];
            address?: string;
            /** Format: uri */
            video_url?: string;
        };
        SessionSchedule: {
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            /** @description IANA time zone name. */
            timezone: string;
            platform: components["schemas"]["Platform"];
            address?: string;
            /** Format: uri */
            video_url?: string;
            capacity: number;
            /** @description Practitioners of the organization; the scheduling one when absent. */
            presenter_ids?: number[];
        };
        ScheduledSession: {
            id: number;
            /** Format: uuid */
            uuid: string;
            product_id: number;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            timezone: string;
            platform: components["schemas"]["Platform"];
            capacity: number;
            /** @description Seats taken. */
            reserved: number;
        };
        CarePlanAssignment: {
            /** @enum {string} */
            type: "article" | "questionnaire" | "task" | "monitor" | "video" | "milestone";
            title: string;
            description?: string;
            /**
             * Format: date
             * @description The day it is planned for.
             */
            day: string;
            category?: string;
        };
        AssignedCareItem: {
            id: number;
            /** Format: uuid */
            uuid: string;
            type: string;
            title: string;
            /** Format: date */
            day: string;
            milestone: boolean;
        };
        /**
         * @description The one error shape of every 4xx and 5xx answer (as in v2.yaml).
         * @example {
         *       "code": "errors.credentialsMismatch",
         *       "message": "E-mail and password do not match"
         *     }
         */
        ErrorResponse: {
            /** @description Stable message id the UI translates with the catalogue of @mat/domain: `errors.<camelCase>`. */
            code: string;
            /** @description English, for developers and logs; never shown to the user. */
            message: string;
            /** @description For 422: body field name -> validation message id (`validation.<camelCase>`). */
            fields?: {
                [key: string]: string;
            };
        };
        /**
         * @description A video session of the organization and its room, as the presenter sees it.
         * @example {
         *       "id": 12,
         *       "uuid": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
         *       "title": "Lactation visit",
         *       "starts_at": "2026-12-04T17:30:00Z",
         *       "ends_at": "2026-12-04T18:15:00Z",
         *       "status": "inProgress",
         *       "capacity": 1,
         *       "reserved": 1,
         *       "started": true,
         *       "ended": false,
         *       "connected_session_id": "RM_7f3a",
         *       "link": "http://localhost:5173/video/connect/K7Q2M9XW4P",
         *       "link_expires_at": "2026-12-04T19:30:00Z"
         *     }
         */
        StaffVideoSession: {
            id: number;
            /** Format: uuid */
            uuid: string;
            title: string;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            /**
             * @description By the clock, as the patient sees it.
             * @enum {string}
             */
            status: "upcoming" | "inProgress" | "finished";
            capacity: number;
            /** @description Seats taken. */
            reserved: number;
            /** @description The room is open. */
            started: boolean;
            /** @description The room was ended; it never reopens. */
            ended: boolean;
            /** @description The room's name while open. */
            connected_session_id: string | null;
            /** @description The link to send to attendees while the room is open. */
            link: string | null;
            /** Format: date-time */
            link_expires_at: string | null;
        };
        /** @description What the provider's video client needs to join (v2.yaml's VideoConnect). */
        StaffVideoConnect: {
            token: string;
            sessionToken: string;
            /** @enum {string} */
            client_type: "web" | "ios" | "android";
            /** @enum {string} */
            adapter: "local" | "twilio";
            /** Format: date-time */
            expires_at: string;
            signalling_path: string | null;
            /** @description STUN and TURN servers for the local client (VIDEO_ICE_SERVERS); empty for twilio. */
            ice_servers: components["schemas"]["IceServer"][];
            identity: string;
        };
        /** @description A STUN or TURN server for the local client's RTCPeerConnection (RTCIceServer), from the server's VIDEO_ICE_SERVERS. */
        IceServer: {
            urls: string[];
            username?: string;
            credential?: string;
        };
        /**
         * @example {
         *       "email": "nurse@matrona.care",
         *       "password": "matrona-demo"
         *     }
         */
        StaffCredentials: {
            email: string;
            password: string;
        };
        /**
         * @example {
         *       "token": "3f1c9d0e6b",
         *       "member": {
         *         "id": 2,
         *         "first_name": "Grace",
         *         "last_name": "Okafor",
         *         "email": "nurse@matrona.care",
         *         "user_type": "practitioner",
         *         "degrees": [
         *           "RN",
         *           "BSN"
         *         ],
         *         "organization": {
         *           "id": 1,
         *           "name": "Matrona Care Team"
         *         }
         *       }
         *     }
         */
        StaffSession: {
            token: string;
            member: components["schemas"]["StaffMember"];
        };
        /**
         * @description The practitioner behind a provider account.
         * @example {
         *       "id": 2,
         *       "first_name": "Grace",
         *       "last_name": "Okafor",
         *       "email": "nurse@matrona.care",
         *       "user_type": "practitioner",
         *       "degrees": [
         *         "RN",
         *         "BSN"
         *       ],
         *       "organization": {
         *         "id": 1,
         *         "name": "Matrona Care Team"
         *       }
         *     }
         */
        StaffMember: {
            id: number;
            first_name: string;
            last_name: string;
            email: string;
            user_type: components["schemas"]["SenderType"];
            degrees: string[];
            organization: components["schemas"]["OrganizationRef"];
        };
        /**
         * @example practitioner
         * @enum {string}
         */
        SenderType: "patient" | "practitioner" | "coach" | "care_coordinator" | "assistant";
        /**
         * @example {
         *       "id": 1,
         *       "name": "Matrona Care Team"
         *     }
         */
        OrganizationRef: {
            id: number;
            name: string;
        };
        /**
         * @description A patient's record as the care team reads it; newest first in every list.
         * @example {
         *       "patient": {
         *         "id": 7,
         *         "name": "Ana Rivera",
         *         "stage": "expecting",
         *         "email": "ana@example.com",
         *         "phone": "+15555550100",
         *         "language": "es",
         *         "timezone": "America/Los_Angeles"
         *       },
         *       "organization": {
         *         "kind": "health_plan",
         *         "name": "Bay Area Health Plan"
         *       },
         *       "pregnancies": [
         *         {
         *           "id": 3,
         *           "due_date": "2027-02-14",
         *           "status": "ongoing",
         *           "first_pregnancy": true,
         *           "delivery_type": null
         *         }
         *       ],
         *       "children": [
         *         {
         *           "id": 4,
         *           "name": "Leo Rivera",
         *           "date_of_birth": "2025-01-02",
         *           "due_date": null,
         *           "sex": "male",
         *           "birth_weight_grams": 3400
         *         }
         *       ],
         *       "blood_pressure": [
         *         {
         *           "id": 12,
         *           "systolic": 142,
         *           "diastolic": 91,
         *           "pulse": 80,
         *           "measured_at": "2026-11-24T08:00:00Z",
         *           "category": "stage2"
         *         }
         *       ],
         *       "kick_counts": [
         *         {
         *           "id": 5,
         *           "child_id": null,
         *           "date": "2026-11-24",
         *           "time": "09:30",
         *           "total_kicks": 10,
         *           "duration_seconds": 1800,
         *           "result": "done"
         *         }
         *       ],
         *       "weights": [
         *         {
         *           "id": 8,
         *           "child_id": 4,
         *           "grams": 3100,
         *           "measured_on": "2025-01-05",
         *           "contact_pediatrician": false
         *         }
         *       ],
         *       "screenings": [
         *         {
         *           "id": 31,
         *           "scale": "epds",
         *           "title": "Edinburgh Postnatal Depression Scale (EPDS)",
         *           "score": 12,
         *           "max_score": 30,
         *           "band_min": 10,
         *           "band_max": 13,
         *           "severity": "possible",
         *           "crisis": false,
         *           "finished_at": "2026-11-20T18:00:00Z"
         *         }
         *       ]
         *     }
         */
        PatientRecord: {
            patient: components["schemas"]["RecordProfile"];
            /** @description Who pays for her membership (her maternity benefit), from her newest coverage; null when no one does. */
            organization: components["schemas"]["RecordOrganization"] | null;
            pregnancies: components["schemas"]["RecordPregnancy"][];
            children: components["schemas"]["RecordChild"][];
            blood_pressure: components["schemas"]["RecordBloodPressure"][];
            kick_counts: components["schemas"]["RecordKickCount"][];
            weights: components["schemas"]["RecordWeight"][];
            /** @description Her finished, scored screenings (EPDS, PHQ-9, GAD-7), the 5 newest. */
            screenings: components["schemas"]["RecordScreening"][];
        };
        /**
         * @description kind: organization (an organization's invite or join code), or health_plan (a checked eligibility, named by the plan).
         * @example {
         *       "kind": "health_plan",
         *       "name": "Bay Area Health Plan"
         *     }
         */
        RecordOrganization: {
            /** @enum {string} */
            kind: "organization" | "health_plan";
            name: string;
        };
        /**
         * @description A finished screening with its total, band and the band's name (severity) from @mat/domain: EPDS minimal, possible, likely, severe; PHQ-9 minimal, mild, moderate, moderatelySevere, severe; GAD-7 minimal, mild, moderate, severe. title is in the practitioner's language.
         * @example {
         *       "id": 31,
         *       "scale": "epds",
         *       "title": "Edinburgh Postnatal Depression Scale (EPDS)",
         *       "score": 12,
         *       "max_score": 30,
         *       "band_min": 10,
         *       "band_max": 13,
         *       "severity": "possible",
         *       "crisis": false,
         *       "finished_at": "2026-11-20T18:00:00Z"
         *     }
         */
        RecordScreening: {
            id: number;
            /** @enum {string} */
            scale: "epds" | "phq9" | "gad7";
            title: string;
            score: number;
            max_score: number;
            band_min: number;
            band_max: number;
            /** @enum {string} */
            severity: "minimal" | "possible" | "likely" | "mild" | "moderate" | "moderatelySevere" | "severe";
            crisis: boolean;
            /** Format: date-time */
            finished_at: string;
        };
        /**
         * @example {
         *       "id": 7,
         *       "name": "Ana Rivera",
         *       "stage": "expecting",
         *       "email": "ana@example.com",
         *       "phone": "+15555550100",
         *       "language": "es",
         *       "timezone": "America/Los_Angeles"
         *     }
         */
        RecordProfile: {
            id: number;
            name: string;
            /** @enum {string|null} */
            stage: "expecting" | "postpartum" | "parenting" | null;
            email: string;
            phone: string;
            /** @enum {string} */
            language: "en" | "es";
            timezone: string;
        };
        /**
         * @description status: ongoing, born (linked to a baby) or loss (a loss was reported).
         * @example {
         *       "id": 3,
         *       "due_date": "2027-02-14",
         *       "status": "ongoing",
         *       "first_pregnancy": true,
         *       "delivery_type": null
         *     }
         */
        RecordPregnancy: {
            id: number;
            /** Format: date */
            due_date: string;
            /** @enum {string} */
            status: "ongoing" | "born" | "loss";
            first_pregnancy: boolean | null;
            /** @enum {string|null} */
            delivery_type: "vaginal" | "cesarean" | "complicated_vaginal" | "vbac" | "repeat_cesarean" | null;
        };
        /**
         * @example {
         *       "id": 4,
         *       "name": "Leo Rivera",
         *       "date_of_birth": "2025-01-02",
         *       "due_date": null,
         *       "sex": "male",
         *       "birth_weight_grams": 3400
         *     }
         */
        RecordChild: {
            id: number;
            name: string;
            /** Format: date */
            date_of_birth: string | null;
            /** Format: date */
            due_date: string | null;
            /** @enum {string|null} */
            sex: "female" | "male" | "intersex" | "unknown" | null;
            birth_weight_grams: number | null;
        };
        /**
         * @description A reading in mmHg with its category from @mat/domain's classifyBloodPressure.
         * @example {
         *       "id": 12,
         *       "systolic": 142,
         *       "diastolic": 91,
         *       "pulse": 80,
         *       "measured_at": "2026-11-24T08:00:00Z",
         *       "category": "stage2"
         *     }
         */
        RecordBloodPressure: {
            id: number;
            systolic: number;
            diastolic: number;
            pulse: number | null;
            /** Format: date-time */
            measured_at: string;
            /** @enum {string} */
            category: "low" | "normal" | "elevated" | "stage1" | "stage2" | "severe";
        };
        /**
         * @description A saved kick count with its result from @mat/domain's evaluateKickCountSession (done: 10 movements within 2 hours; contactProvider: 2 hours passed with fewer; counting: stopped before either). date and time are the patient's local ones.
         * @example {
         *       "id": 5,
         *       "child_id": null,
         *       "date": "2026-11-24",
         *       "time": "09:30",
         *       "total_kicks": 10,
         *       "duration_seconds": 1800,
         *       "result": "done"
         *     }
         */
        RecordKickCount: {
            id: number;
            child_id: number | null;
            /** Format: date */
            date: string;
            time: string;
            total_kicks: number;
            duration_seconds: number;
            /** @enum {string} */
            result: "done" | "counting" | "contactProvider";
        };
        /**
         * @description A baby's weight in grams; contact_pediatrician from @mat/domain's shouldContactPediatrician (null when the baby's birth weight or date of birth is not known).
         * @example {
         *       "id": 8,
         *       "child_id": 4,
         *       "grams": 3100,
         *       "measured_on": "2025-01-05",
         *       "contact_pediatrician": false
         *     }
         */
        RecordWeight: {
            id: number;
            child_id: number | null;
            grams: number;
            /** Format: date */
            measured_on: string;
            contact_pediatrician: boolean | null;
        };
        /**
         * @description Who asked, and where they are (expecting, postpartum, parenting; null before onboarding).
         * @example {
         *       "id": 7,
         *       "name": "Ana Rivera",
         *       "stage": "postpartum"
         *     }
         */
        InboxPatient: {
            id: number;
            name: string;
            /** @enum {string|null} */
            stage: "expecting" | "postpartum" | "parenting" | null;
        };
        /**
         * @description An urgent alert about a patient: a crisis answer on a screening (EPDS item 10, PHQ-9 item 9), or a blood pressure reading that must reach the care team (severe, high with a warning sign, or with an emergency sign; @mat/domain's alertsCareTeam). Listed urgent first, then alerts whose urgency a severe recheck raised, then newest first.
         * @example {
         *       "id": 3,
         *       "kind": "crisis_answer",
         *       "urgent": true,
         *       "raised_at": null,
         *       "created_at": "2026-11-24T08:15:00Z",
         *       "patient": {
         *         "id": 7,
         *         "name": "Ana Rivera",
         *         "stage": "postpartum"
         *       },
         *       "screening": "Edinburgh Postnatal Depression Scale",
         *       "blood_pressure": null
         *     }
         * @example {
         *       "id": 4,
         *       "kind": "blood_pressure",
         *       "urgent": true,
         *       "raised_at": "2026-11-24T08:31:00Z",
         *       "created_at": "2026-11-24T08:15:00Z",
         *       "patient": {
         *         "id": 8,
         *         "name": "Luz Morales",
         *         "stage": "expecting"
         *       },
         *       "screening": null,
         *       "blood_pressure": {
         *         "systolic": 165,
         *         "diastolic": 112,
         *         "category": "severe",
         *         "measured_at": "2026-11-24T08:15:00Z",
         *         "warning_signs": [
         *           "Severe headache"
         *         ],
         *         "recheck": {
         *           "systolic": 168,
         *           "diastolic": 114,
         *           "measured_at": "2026-11-24T08:30:00Z"
         *         }
         *       }
         *     }
         */
        StaffAlert: {
            id: number;
            /** @enum {string} */
            kind: "crisis_answer" | "blood_pressure";
            urgent: boolean;
            /**
             * Format: date-time
             * @description When a severe recheck within 30 minutes raised the alert's urgency (severe hypertension confirmed); null otherwise.
             */
            raised_at: string | null;
            /** Format: date-time */
            created_at: string;
            patient: components["schemas"]["InboxPatient"];
            /** @description A crisis answer's screening title in the practitioner's language. */
            screening: string | null;
            /** @description A blood pressure alert's reading, and the recheck that raised it; null for a crisis answer, or when the patient removed the reading. */
            blood_pressure: components["schemas"]["StaffAlertReading"] | null;
        };
        StaffAlertReading: {
            systolic: number;
            diastolic: number;
            /** @enum {string} */
            category: "low" | "normal" | "elevated" | "stage1" | "stage2" | "severe";
            /** Format: date-time */
            measured_at: string;
            /** @description The warning signs reported with the reading, in the practitioner's language. */
            warning_signs: string[];
            /** @description The severe recheck that raised the alert's urgency. */
            recheck: null | {
                systolic: number;
                diastolic: number;
                /** Format: date-time */
                measured_at: string;
            };
        };
        /**
         * @description A question to the organization, as the inbox lists it.
         * @example {
         *       "id": 12,
         *       "name": "Feeding",
         *       "patient": {
         *         "id": 7,
         *         "name": "Ana Rivera",
         *         "stage": "postpartum"
         *       },
         *       "last_message": "Is it normal that she feeds every 90 minutes at night?",
         *       "last_message_date": "2026-11-24T08:15:00Z",
         *       "waiting_since": "2026-11-24T08:15:00Z",
         *       "waiting_seconds": 5400,
         *       "handled": false
         *     }
         */
        InboxConversation: {
            id: number;
            name: string;
            patient: components["schemas"]["InboxPatient"];
            last_message: string | null;
            /** Format: date-time */
            last_message_date: string | null;
            /**
             * Format: date-time
             * @description The patient's first unanswered message; null when answered or handled.
             */
            waiting_since: string | null;
            /** @description How long the patient has waited, at the time of the answer. */
            waiting_seconds: number | null;
            handled: boolean;
        };
        /** @enum {string} */
        InboxQueue: "unanswered" | "waiting_longest" | "mine";
        /**
         * @example {
         *       "urgent_alerts": 2,
         *       "unanswered": 57,
         *       "waiting_longest": 9,
         *       "mine": 12
         *     }
         */
        InboxCounts: {
            urgent_alerts: number;
            unanswered: number;
            waiting_longest: number;
            mine: number;
        };
        /**
         * @example {
         *       "data": [],
         *       "page": 1,
         *       "has_more": false
         *     }
         */
        InboxPage: {
            data: components["schemas"]["InboxConversation"][];
            page: number;
            has_more: boolean;
        };
        /**
         * @example {
         *       "id": 7,
         *       "name": "Ana Rivera",
         *       "avatar": null,
         *       "user_type": "patient",
         *       "degrees": [],
         *       "organization": null
         *     }
         */
        MessageSender: {
            id: number;
            name: string;
            /** Format: uri */
            avatar: string | null;
            user_type: components["schemas"]["SenderType"];
            degrees: string[];
            organization: components["schemas"]["OrganizationRef"] | null;
        };
        /**
         * @example {
         *       "id": 55,
         *       "name": "latch-photo.jpg",
         *       "mime_type": "image/jpeg",
         *       "size_bytes": 245760
         *     }
         */
        MessageAttachment: {
            id: number;
            name: string;
            mime_type: string;
            size_bytes: number;
        };
        /**
         * @description A message of a conversation; `mine` is one the care team wrote.
         * @example {
         *       "id": 901,
         *       "conversation_id": 12,
         *       "sender": {
         *         "id": 7,
         *         "name": "Ana Rivera",
         *         "avatar": null,
         *         "user_type": "patient",
         *         "degrees": [],
         *         "organization": null
         *       },
         *       "ts": "2026-11-24T08:15:00Z",
         *       "content": "Is it normal that she feeds every 90 minutes at night?",
         *       "attachments": [],
         *       "mine": false
         *     }
         */
        StaffMessage: {
            id: number;
            conversation_id: number;
            sender: components["schemas"]["MessageSender"];
            /** Format: date-time */
            ts: string;
            content: string;
            attachments: components["schemas"]["MessageAttachment"][];
            mine: boolean;
        };
        /**
         * @example {
         *       "data": [],
         *       "page": 1,
         *       "has_more": false
         *     }
         */
        StaffMessagePage: {
            data: components["schemas"]["StaffMessage"][];
            page: number;
            has_more: boolean;
        };
        /**
         * @description A reply; files go as multipart under attachments.
         * @example {
         *       "content": "That is normal in the first weeks. Keep feeding on demand."
         *     }
         */
        StaffReply: {
            content: string;
            attachments?: Blob[];
        };
        /**
         * @example {
         *       "url": "https://files.matrona.example/m/55?sig=ab12",
         *       "preview_url": null,
         *       "expires_at": "2026-11-24T09:00:00Z"
         *     }
         */
        AttachmentUrl: {
            /** Format: uri */
            url: string;
            /** Format: uri */
            preview_url: string | null;
            /** Format: date-time */
            expires_at: string;
        };
    };
    responses: {
        /** @description The address or the body could not be read (a path value that is not valid, a body that is not JSON); nothing was done. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "errors.badRequest",
                 *       "message": "The address is not valid"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The body is over 256 KB; nothing was done. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "errors.badRequest",
                 *       "message": "The body is too large"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A path value is longer than any the call takes; nothing was done. */
        UriTooLong: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "errors.badRequest",
                 *       "message": "The address is too long"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request line and headers are over the server's limit (a query too long); nothing was done. */
        HeadersTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "errors.badRequest",
                 *       "message": "The request headers are too large"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No provider session, or it expired. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "errors.unauthenticated",
                 *       "message": "Sign in to continue."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The patient has not shared this with the provider's organization. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "errors.forbidden",
                 *       "message": "Not allowed for this account"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No such record in the provider's organization. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "errors.notFound",
                 *       "message": "Not found."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The record's state does not allow this. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "errors.conflict",
                 *       "message": "This request was already answered."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The body is invalid; fields says which field and why. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "errors.validationFailed",
                 *       "message": "The request body is invalid.",
                 *       "fields": {
                 *         "content": "validation.required"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too many attempts; try again after Retry-After seconds. */
        TooManyRequests: {
            headers: {
                /**
                 * @description Seconds to wait.
                 * @example 3600
                 */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "errors.tooManyRequests",
                 *       "message": "Too many requests."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description The practitioner's language. */
        AcceptLanguage: "en" | "es";
        /** @description Page number, from 1. */
        Page: number;
        /** @description The record's id. */
        Id: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    staffLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffCredentials"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    staffLogout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out; the token no longer works. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getStaffMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMember"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listInbox: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Only this queue's questions; all of them when absent. */
                queue?: components["schemas"]["InboxQueue"];
            };
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
        };
    };
    countInbox: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxCounts"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getInboxConversation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxConversation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listInboxMessages: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMessagePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
        };
    };
    replyToConversation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["StaffReply"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    markConversationHandled: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; nothing to return. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listAlerts: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAlert"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    resolveAlert: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; nothing to return. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getInboxAttachmentUrl: {
        parameters: {
            query?: {
                /** @description 1 for a download link (Content-Disposition attachment). */
                download?: 0 | 1;
            };
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttachmentUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
        };
    };
    listStaffVideoSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffVideoSession"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    openVideoRoom: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffVideoSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    endVideoRoom: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffVideoSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getStaffVideoToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffVideoConnect"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listAppointmentRequests: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAppointmentRequest"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    confirmAppointmentRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppointmentConfirmation"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAppointmentRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    declineAppointmentRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AppointmentDecline"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAppointmentRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listStaffProducts: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffProduct"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listFinishedAppointments: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAppointment"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    writeVisitSummary: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisitSummaryInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitSummaryInput"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listPatientConnections: {
        parameters: {
            query?: {
                /** @description Which list. */
                status?: "connected" | "pending";
            };
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientConnection"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
        };
    };
    confirmPatientConnection: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientConnection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    declinePatientConnection: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientConnection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    scheduleSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionSchedule"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    assignCarePlanItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CarePlanAssignment"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignedCareItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getPatientRecord: {
        parameters: {
            query?: never;
            header?: {
                /** @description The practitioner's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
}
