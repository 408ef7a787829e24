// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.
export interface paths {
    "/token": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get an anonymous token
         * @description A token for calls made before sign-in (registration, eligibility, public pages).
         */
        get: operations["getAnonymousToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/validate-fields": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check registration fields
         * @description Checks only the fields sent; 422 lists the failing ones (validation.emailTaken for a registered e-mail, validation.passwordsMustMatch).
         */
        post: operations["validateRegistrationFields"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pregister": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a patient account */
        post: operations["registerPatient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a link to choose a new password
         * @description Designed beyond the spec (its /auth/reset-password screens). Answers 204 whether or not an account has the address, so the answer never tells who has an account; the link works once, for 60 minutes.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/reset": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a new password with the link's token
         * @description Designed beyond the spec. Every session of the account ends, so a stolen session does not outlive the new password. An unknown, used or expired token answers 410 (errors.expiredToken).
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/phone-register-get-code": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Text a code to the account's phone
         * @description Sends a six-digit code to the phone given at registration.
         */
        post: operations["sendRegistrationPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/phone-validate-code": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the account's phone
         * @description A wrong code answers 422 errors.incorrectCode; the user then has verified_phone yes.
         */
        post: operations["verifyRegistrationPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/text-login/{phone}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Text a sign-in code
         * @description Answers the same for an unknown phone, so accounts cannot be discovered.
         */
        get: operations["requestTextLoginCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/text-login": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a texted code
         * @description A wrong or expired code answers 422 errors.incorrectCode.
         */
        post: operations["textLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plogin": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password
         * @description Wrong credentials answer 422 errors.credentialsMismatch. A LoginRedirect makes the browser go there.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Sign out */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/profile/status": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The patient's status
         * @description null status means onboarding is not done.
         */
        get: operations["getPatientStatus"];
        put?: never;
        /**
         * Save the patient's status
         * @description Ends onboarding: the apps go to the dashboard.
         */
        post: operations["savePatientStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/profile": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** The profile */
        get: operations["getProfile"];
        /**
         * Update the profile
         * @description An e-mail already used answers 422 with validation.emailTaken.
         */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recaptcha": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Bot protection settings */
        get: operations["getRecaptchaConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/info/phone_number": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** The account's phone number */
        get: operations["getPhoneNumberInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/settings": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch a notification channel */
        post: operations["updateNotificationSetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone/codes": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Country dialling codes */
        get: operations["listPhoneCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/request": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write to the support team */
        post: operations["sendSupportRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/states": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** States of the care network */
        get: operations["listStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{product}/cities": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Cities of the care network */
        get: operations["listCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/languages": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Spoken languages */
        get: operations["listLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/degree-cert": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Degrees and certifications */
        get: operations["listDegreesAndCertifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/symptoms": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Symptoms to report with a reading */
        get: operations["listSymptoms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/symptoms/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** One symptom */
        get: operations["getSymptom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/taxonomy": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Specialties */
        get: operations["listSpecialties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/special-knowledge": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Areas of expertise */
        get: operations["listExpertise"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/timezones": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Time zones */
        get: operations["listTimezones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/appointments/type/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A kind of visit and its open times */
        get: operations["getAppointmentType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/appointments/type/{id}/{sessionUuid}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A kind of visit at one chosen time */
        get: operations["getAppointmentTypeSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/appointments/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * An appointment
         * @description By the booking's numeric id or by its uuid, so a link /appointment/{uuid} (from an e-mail or the care plan) opens it. Either way only the patient's own booking is found; another patient's is 404.
         */
        get: operations["getAppointment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/appointments/cancel/{uuid}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an appointment
         * @description A paid seat gets its credit back. 409 errors.notReserved when there is nothing to cancel, errors.sessionEnded after the end.
         */
        post: operations["cancelAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/appointments/{id}/calendar-event/json": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** An appointment as a calendar event (native apps) */
        get: operations["getAppointmentCalendarEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/appointments/{id}/calendar-event/file": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** An appointment as an iCalendar file */
        get: operations["downloadAppointmentCalendarEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/appointments/{id}/preview": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A short card for an appointment */
        get: operations["getAppointmentPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appointments/{id}/summary/token": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A token to open a visit summary */
        get: operations["getVisitSummaryToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appointments/summary/{token}/pdf": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A visit summary as a PDF, opened by its summary token
         * @description Designed beyond the spec's list: the download of the "Visit summary" screen. No session is needed, the token (from getVisitSummaryToken, valid one hour) is the key; the PDF (patient, visit type, date, practitioner and the practitioner's notes) is in the patient's language. A token past its time or not valid is 404.
         */
        get: operations["downloadVisitSummaryPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/request-appointments/get-available-organizations": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Organizations that take appointment requests */
        get: operations["listAppointmentOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/request-appointments/get-request-categories": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** What a request can be about */
        get: operations["listAppointmentRequestCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/request-appointments": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The patient's appointment requests
         * @description Designed beyond the spec's list: the patient's own requests, one per organization asked, the latest first (at most 50), each with its answer: pending, confirmed (the appointment is on the care plan) or declined, with the care team's reason when they gave one.
         */
        get: operations["listMyAppointmentRequests"];
        put?: never;
        /**
         * Ask organizations for an appointment
         * @description The organizations asked gain access to view and update the medical profile.
         */
        post: operations["requestAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/parent-categories": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Parent categories of articles */
        get: operations["listArticleParentCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/sub-categories-for/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Sub categories of a parent */
        get: operations["listArticleSubCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/one-category-for/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** One category */
        get: operations["getArticleCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Articles
         * @description A language other than en or es answers 422 (a logged-out user is sent to login).
         */
        get: operations["listArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/{slug}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** One article */
        get: operations["getArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/random-featured": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Featured articles in random order */
        get: operations["listRandomFeaturedArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/related-for/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Articles related to one */
        get: operations["listRelatedArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/in-the-news": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Matrona in the news */
        get: operations["listNewsItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/press/announcement": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Announcements to patients */
        get: operations["listPressAnnouncements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/press/announcement/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** One announcement */
        get: operations["getPressAnnouncement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/assignment": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Care items matching the selected filters
         * @description Items of every day matching the filters (types are item types, categories, a location of virtual or in_person), archived ones left out, soonest day first, pages of up to 20 days.
         */
        post: operations["filterAssignments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/care-plan/today": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Today's care items
         * @description Today's items (the patient's time zone), archived ones left out. A page holds up to 20 days; `all=1` gives every day in one page.
         */
        get: operations["getCarePlanToday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/care-plan/history": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Past care items
         * @description Items of past days, newest day first, archived ones included (so they can be brought back). Pages of up to 20 days from 1; `all=1` gives every day.
         */
        get: operations["getCarePlanHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/care-plan/future": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Coming care items
         * @description Items of coming days, soonest first, archived ones left out. Pages of up to 20 days from 1; `all=1` gives every day.
         */
        get: operations["getCarePlanFuture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/assignment/complete/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a care item done
         * @description Sets completed_at (kept if already set); in its day's order the item now heads the non-milestone items (milestones first, then the most recently completed). A milestone is 404 here (it has its own call).
         */
        post: operations["completeAssignment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/assignment/{id}/unassign": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Remove a care item from the plan
         * @description Takes the item off the plan for good: it leaves every list and answers 404 from then on.
         */
        put: operations["unassignAssignment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/assignment/{id}/archive": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Archive a care item
         * @description The item leaves today and future and stays in history with archived true.
         */
        put: operations["archiveAssignment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/assignment/{id}/unarchive": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Bring back an archived care item */
        put: operations["unarchiveAssignment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/assignment/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** One care item */
        get: operations["getAssignment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/care-plan/milestones/{id}/completed": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a milestone reached
         * @description Sets the milestone's completed_at (kept if already set); an item that is not a milestone is 404.
         */
        put: operations["completeMilestone"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/care": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Programs and coming care
         * @description The programs, and up to 5 items not yet done from today on.
         */
        get: operations["getCareOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/care/filters": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Filters of the care page */
        get: operations["getCareFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/care/sessions": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sessions matching the selected filters */
        post: operations["searchCareSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/interaction/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** One past contact with the care team */
        get: operations["getInteraction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/interactions": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Past contacts with the care team
         * @description Visits and sessions the patient held a seat in, once ended, newest first (at most 100), with the practitioner's summary when written.
         */
        get: operations["listInteractions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/child": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** The patient's children */
        get: operations["listChildren"];
        put?: never;
        /** Add a child */
        post: operations["createChild"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/child/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A child */
        get: operations["getChild"];
        /** Change a child */
        put: operations["updateChild"];
        post?: never;
        /** Remove a child */
        delete: operations["deleteChild"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/child/get-stage/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** How old a child is */
        get: operations["getChildStage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/pregnancy/get-stage/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** How far along a pregnancy is */
        get: operations["getPregnancyStage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/child/questionnaire/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** The baby-info questionnaire of a child */
        get: operations["getChildQuestionnaire"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/pregnancies": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** The patient's pregnancies */
        get: operations["listPregnancies"];
        put?: never;
        /** Add a pregnancy */
        post: operations["createPregnancy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/pregnancies/active": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** The current pregnancy, if any */
        get: operations["getActivePregnancy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/pregnancies/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A pregnancy */
        get: operations["getPregnancy"];
        /** Change a pregnancy */
        put: operations["updatePregnancy"];
        post?: never;
        /** Remove a pregnancy profile for good */
        delete: operations["deletePregnancy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/pregnancies/{id}/responses": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Questionnaire answers about a pregnancy */
        get: operations["listPregnancyResponses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/pregnancies/{id}/birth-plan": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the birth plan */
        put: operations["updateBirthPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/pregnancies/{id}/loss": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Report a loss
         * @description Decrements the pregnancies-experienced count by 1 (editable in the medical history).
         */
        put: operations["reportPregnancyLoss"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/pregnancies/link/{pregnancy}/{child}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link a pregnancy to a child (a birth) */
        post: operations["linkPregnancyToChild"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/pregnancies/unlink": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a pregnancy-child link */
        post: operations["unlinkPregnancyFromChild"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/pregnancies/medical-record": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Pregnancy history for the medical profile */
        get: operations["getPregnancyMedicalRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/categories": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** What a conversation can be about */
        get: operations["listConversationCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/recipients": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Organizations the patient can write to */
        get: operations["listConversationRecipients"];
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
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Conversations
         * @description The unread list is filters[read]=0; the 30-second unread poll sends X-Extend-Token false.
         */
        get: operations["listConversations"];
        put?: never;
        /**
         * Start a conversation
         * @description 409 errors.noMessageCredits for a free member without credits; Matrona's own organization needs Gold or can_message_matrona (403). A question with photos or PDFs goes as multipart/form-data (NewConversationForm), so the question and its files are one message and spend one credit.
         */
        post: operations["startConversation"];
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
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A conversation */
        get: operations["getConversation"];
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
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Messages of a conversation */
        get: operations["listMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/message": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message
         * @description 409 errors.noMessageCredits (a free member without credits) or errors.messageLimitReached (the thread's limit).
         */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark read */
        post: operations["markConversationRead"];
        /** Mark unread */
        delete: operations["markConversationUnread"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/events": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Live events of an open conversation
         * @description Designed beyond the spec, so a reply appears in the open thread within two seconds. A Server-Sent Events stream (text/event-stream) that stays open: an event `message` whose data is `{"conversation_id", "message_id"}` each time a message arrives in the conversation after the stream opened (the patient's own included), and a comment line every 15 seconds to keep the connection alive. It ends when the session ends (logout), within five seconds; a session holds at most four open streams on one server (429 past them). Only the patient's own conversation (another's is 404). Read it with fetch and the session's Authorization header; when it is down, the app polls the messages instead.
         */
        get: operations["streamConversationEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/messages/attachments/{id}/urls": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Links to an attachment */
        get: operations["getAttachmentUrls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitors": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** The patient's monitors */
        get: operations["listMonitors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/record-access": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Who looked at the patient's record
         * @description Designed beyond the spec. Every read or change of the patient's record by someone other than the patient (the care team, support), newest first, from the append-only audit trail.
         */
        get: operations["listRecordAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/push-devices": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Receive push notifications on this phone
         * @description Designed beyond the spec, for the phone app: after sign-in and at each launch it registers its push token, and reminders, care team replies and session starts then also reach this phone (with no health details on the lock screen). Registering again refreshes the device; a token registered by another account moves to this one (one install, one owner). An iOS token that is not hex answers 422 (fields.token).
         */
        put: operations["registerPushDevice"];
        post?: never;
        /**
         * Stop push notifications on this phone
         * @description Designed beyond the spec. Removes this account's device of the token in X-Push-Token; a token that is not this account's changes nothing and answers the same. Logout does the same when the app sends X-Push-Token. Without the header, or with a malformed one, 422 (fields.X-Push-Token).
         */
        delete: operations["removePushDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/notifications": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The patient's in-app notifications
         * @description Designed beyond the spec. Due reminders arrive here, newest first, in the patient's language.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * How many notifications are unread
         * @description Designed beyond the spec, for the badge on the notifications entry.
         */
        get: operations["countUnreadNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a notification as read
         * @description Designed beyond the spec.
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitors/export/pdf": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The patient's readings as a PDF to share with any provider
         * @description Designed beyond the spec. Every blood pressure, kick count and weight reading, in the patient's language and unit.
         */
        get: operations["exportReadingsPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitors/export/fhir": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The patient's readings as a FHIR R4 Bundle
         * @description Designed beyond the spec. A Bundle of type collection: the Patient and one Observation per reading, with the LOINC codes of clinical.md (85354-9 blood pressure panel with 8480-6 and 8462-4, 8867-4 heart rate, 57088-7 fetal movement, 29463-7 body weight).
         */
        get: operations["exportReadingsFhir"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitors/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A monitor */
        get: operations["getMonitor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitors/articles/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Articles for a monitor */
        get: operations["listMonitorArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitor-reminders/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Reminders of a monitor */
        get: operations["listMonitorReminders"];
        /** Change a reminder */
        put: operations["updateReminder"];
        post?: never;
        /** Remove a reminder */
        delete: operations["deleteReminder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitor-reminders/{id}/edit": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A reminder to edit */
        get: operations["getReminder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitor-reminders": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a reminder */
        post: operations["createReminder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitor-reminders/{id}/toggle": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch a reminder on or off */
        post: operations["toggleReminder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitors/kick-counter/{id}/readings": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Kick counts of a monitor
         * @description Kick counting needs Gold (403 without it).
         */
        get: operations["listKickCountReadings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitors/kick-counter/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A kick counter and its readings
         * @description Kick counting needs Gold (403 without it).
         */
        get: operations["getKickCounter"];
        /**
         * Save or change a kick count
         * @description The id is the session's (saving ends the timer) or a saved reading's (changing it).
         */
        put: operations["saveKickCountReading"];
        post?: never;
        /** Remove a kick count or the running timer */
        delete: operations["deleteKickCount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitors/kick-counter/create-monitor": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create kick counters for expected babies */
        post: operations["createKickCounters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitors/kick-counter": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start counting kicks (the timer)
         * @description Sent with an Idempotency-Key (the offline queue does), a retry answers the same count.
         */
        post: operations["startKickCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitors/kick-counter/kick/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count one kick */
        post: operations["addKick"];
        /** Take back the last kick */
        delete: operations["removeKick"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitors/pressure/{id}/readings": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Blood pressure readings of a monitor */
        get: operations["listBloodPressureReadings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitors/pressure/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A blood pressure monitor and its readings */
        get: operations["getBloodPressureMonitor"];
        /** Change a reading */
        put: operations["updateBloodPressureReading"];
        /**
         * Log a blood pressure reading
         * @description The answer carries the category and its advice in the user's language. Sent with an Idempotency-Key (the offline queue does), a retry stores the reading once.
         */
        post: operations["addBloodPressureReading"];
        /** Remove a reading */
        delete: operations["deleteBloodPressureReading"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitors/pressure/sync": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import readings from the paired cuff
         * @description 409 errors.noDevice when no cuff is paired.
         */
        post: operations["syncBloodPressureDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitors/pressure/get-new-pylo-reading": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** The cuff's newest reading of a day */
        get: operations["getNewDeviceReading"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitors/weight/{id}/readings": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Weights of a monitor */
        get: operations["listWeightReadings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitors/weight/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A weight monitor and its readings */
        get: operations["getWeightMonitor"];
        /** Change a weight */
        put: operations["updateWeightReading"];
        post?: never;
        /** Remove a weight */
        delete: operations["deleteWeightReading"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitors/weight": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log a weight
         * @description Sent with an Idempotency-Key (the offline queue does), a retry stores the weight once.
         */
        post: operations["addWeightReading"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/monitors/weight/{id}/edit": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A weight to edit */
        get: operations["getWeightReading"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/check-eligibility": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check insurance coverage
         * @description The health plan answers from the insurer, the ZIP code's state and the dates given (coverage runs to 12 months postpartum). 422 errors.memberIdNotVerified when the insurer cannot confirm the member ID (the apps ask to contact support), validation.pastDate or validation.invalidDate on a date that cannot be.
         */
        post: operations["checkEligibility"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/organization/search-for-org-listing": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Search organizations */
        get: operations["searchOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/organization/get-filters": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Filters of the organization search */
        get: operations["getOrganizationFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/organizations/listing/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * An organization's public page
         * @description By the organization's id or its slug (the /o/{orgIdentity} page). Only listed organizations.
         */
        get: operations["getPublicOrganizationListing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/organizations/listing/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** An organization's page */
        get: operations["getOrganizationListing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/organizations/listing/{id}/practitioners": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** An organization's practitioners */
        get: operations["listOrganizationPractitioners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/create-with-card": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start Gold with a card
         * @description Charges the first month ($30) now with a saved card (`card_id`), a new one (`card`, saved and made the default) or else the default card; Gold then renews monthly. Purchases are final. 402 errors.cardDeclined (declined, insufficient funds, expired card) or errors.paymentRequestFailed (the bank asks for authentication); 404 for a card that is not the patient's; 409 errors.alreadyMember, or errors.conflict while the same purchase is being paid (a purchase sent twice at once is charged once); 422 errors.invalidPromocode, errors.promocodeExpired or errors.promocodeWrongPlan for a `promocode` that cannot be used (409 errors.promocodeUsedUp or errors.promocodeUsed), or validation.chooseCard on `card_id` when there is no card.
         */
        post: operations["createMembershipWithCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/create-with-payment-service": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start Gold with a wallet payment
         * @description As createMembershipWithCard, paid with the wallet's payment method, which is saved as the default card.
         */
        post: operations["createMembershipWithPaymentService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Join a covered membership
         * @description Answers a new session token carrying the membership (the request's token ends). Exactly one of invite_code (an organization's invite link, used once; the organization joins her care team), assign_code (an organization's join code; she asks to join, and its coverage starts only when the organization confirms her, from that day, and is dropped if it declines) or eligibility (checked again with the health plan, never taken from the app) is given. Gold runs to the later of its current end and the coverage's; an organization covers a patient once, so the same code sent again answers a token and changes nothing. 422 with fields for an unknown or used code; 422 errors.membershipNotCovered when the organization or health plan does not cover the membership, errors.memberIdNotVerified as POST /check-eligibility, errors.alreadyMember when her Gold renews on her card.
         */
        put: operations["updateMembership"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/invites/{code}/info": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * What an invite gives
         * @description Public, so the registration screen can say who invited her before she has an account: by code, an invite link's (active, used or expired; an unknown code is 404). By numeric id, one of the signed-in patient's own organization invites. Rate limited like the other unauthenticated lookups.
         */
        get: operations["getInviteInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/send-phone-confirmation-code": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Text a code to confirm the phone */
        post: operations["sendMembershipPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/confirm-phone-by-code": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the phone with the code
         * @description 422 errors.incorrectCode for a wrong code.
         */
        post: operations["confirmMembershipPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/buy-token": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A token to buy on the web
         * @description Membership purchase is not offered in the mobile app: a signed token, valid 30 minutes, opens the web purchase signed in.
         */
        get: operations["getMembershipBuyToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/check-token": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a buy token still works
         * @description True while the token is as it was given and has not run out.
         */
        get: operations["checkMembershipBuyToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/prolong-with-card": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew Gold with a card
         * @description Charges one more month now: it is added after the running paid cycle, or starts today when none runs. 402, 404 and 422 as createMembershipWithCard.
         */
        post: operations["prolongMembershipWithCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/prolong-with-payment-service": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew Gold with a wallet payment
         * @description As prolongMembershipWithCard, paid with the wallet's payment method.
         */
        post: operations["prolongMembershipWithPaymentService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/pk": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** The card form's public key */
        get: operations["getPaymentConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/user-cards": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Saved cards */
        get: operations["listCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/create-card": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a card
         * @description Saves the payment form's payment method for later charges (a SetupIntent for off-session use); the first card, or one with make_default, is the default. 402 errors.cardDeclined for a refused card, errors.paymentRequestFailed when the bank still asks for authentication.
         */
        post: operations["createCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/cards": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a saved card */
        put: operations["updateCard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/delete-card": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Remove a saved card */
        put: operations["deleteCard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/set-default-card": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make a card the default */
        put: operations["setDefaultCard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/user-purchases": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Payments made */
        get: operations["listPurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/get-gold-plan": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** The Gold plan */
        get: operations["getGoldPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/plan/apply-discount": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price the plan with a code
         * @description What the first month costs with the code; nothing is taken. 422 errors.invalidPromocode (unknown or not yet valid), errors.promocodeExpired or errors.promocodeWrongPlan; 409 errors.promocodeUsedUp (no uses left) or errors.promocodeUsed (the patient used it).
         */
        post: operations["applyPlanDiscount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/purchase-subscription": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy Gold
         * @description The first month ($30) now with `card_id`, a new `payment_method_id` or the default card, renewing monthly; the same refusals as createMembershipWithCard. A failed renewal (state paymentFailed) is paid again here.
         */
        post: operations["purchaseSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/cancel-subscription": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop renewing Gold
         * @description Access continues to the end of the paid cycle (state downgraded).
         */
        post: operations["cancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/restore-subscription": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew Gold again
         * @description Resumes renewals of a downgraded membership still in its paid cycle (state resubscribed); the next charge is at the cycle's end. 402 errors.paymentFailed without a saved card; 409 when nothing is downgraded.
         */
        post: operations["restoreSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/subscriptions/history": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Membership history */
        get: operations["listSubscriptionHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/get-balance": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Credits left */
        get: operations["getCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/profile/questionnaires": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** The patient's questionnaires */
        get: operations["listProfileQuestionnaires"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/profile/questionnaire/baby-info": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** The baby-info questionnaire */
        get: operations["getBabyInfoQuestionnaire"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/profile/measurement-system": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose imperial or metric */
        put: operations["updateMeasurementSystem"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/profile/language": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose the language */
        put: operations["updateLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/promocode/get-and-check": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look up a code
         * @description The code if the patient can use it now; nothing is taken. 422 errors.invalidPromocode (unknown or not yet valid), errors.promocodeExpired or errors.promocodeWrongPlan; 409 errors.promocodeUsedUp (no uses left) or errors.promocodeUsed (the patient used it). For errors.invalidPromocode the apps suggest checking for extra spaces, then contacting support.
         */
        post: operations["checkPromocode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/promocode/apply": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Use a code
         * @description Takes one use of the code for the patient, held for her next checkout (applying it again while held takes no other use). 422 errors.invalidPromocode (unknown or not yet valid), errors.promocodeExpired or errors.promocodeWrongPlan; 409 errors.promocodeUsedUp (no uses left) or errors.promocodeUsed (the patient used it).
         */
        post: operations["applyPromocode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/profile/phone/code": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Text a code to a new phone */
        post: operations["sendPhoneChangeCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/profile/phone": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the phone with the code
         * @description 422 errors.incorrectCode for a wrong code.
         */
        put: operations["changePhone"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/documents": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Documents */
        get: operations["listDocuments"];
        put?: never;
        /** Upload a document */
        post: operations["uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/documents/{id}/url": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A link to a document */
        get: operations["getDocumentUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/documents/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a document
         * @description Only the patient's own uploads (403 for an organization's).
         */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/documents/organizations/{id}/url": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A link to a document an organization shared */
        get: operations["getOrganizationDocumentUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/documents/not-viewed-quantity": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Documents not yet viewed */
        get: operations["countUnviewedDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/documents/mark-as-viewed": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark documents viewed
         * @description Answers how many remain not viewed.
         */
        post: operations["markDocumentsViewed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/profile/status/feature": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish the feature onboarding
         * @description Sets feature_onboarding_finished_at.
         */
        post: operations["finishFeatureOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/profile/onboarding": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the onboarding answers */
        post: operations["saveOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/profile/status/feature/data": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save what the feature onboarding learned */
        post: operations["saveFeatureOnboardingData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/medical-history": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** The medical profile */
        get: operations["getMedicalProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/medical-history/responses": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** The medical history answers */
        get: operations["getMedicalHistoryAnswers"];
        /** Change the medical profile */
        put: operations["updateMedicalProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/profile/practitioner/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A practitioner of the care team */
        get: operations["getCareTeamPractitioner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/profile/biometric-auth": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch biometric sign-in */
        post: operations["updateBiometricAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/profile/check-password": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the password
         * @description 422 errors.wrongPassword.
         */
        post: operations["checkPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/avatar": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** The avatar */
        get: operations["getAvatar"];
        put?: never;
        /**
         * Change the avatar
         * @description A wrong type or a file too large answers 422.
         */
        post: operations["uploadAvatar"];
        /** Remove the avatar */
        delete: operations["deleteAvatar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/promocode/{code}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Look up a gift or promotion code */
        get: operations["getPromocode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gift-membership/create-payment-intent": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price gifts and open a payment */
        post: operations["createGiftPaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gift-membership/payment-service": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send gifts paid with a wallet
         * @description As payGiftsWithCard, with the wallet's payment method (Apple Pay, Google Pay) as `payment_intent_id`. The giver signs in (401 otherwise).
         */
        post: operations["payGiftsWithPaymentService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gift-membership/card": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send gifts paid with a card
         * @description One charge for the whole basket with a saved card (`card_id`), a new one (`payment_method_id`, saved and made the default) or else the default card; each gift gets a code, told to its recipient by e-mail or text with the giver's first name. Gifts are not refunded. 402 errors.cardDeclined or errors.paymentRequestFailed (no gift is kept); 404 for a card that is not the giver's; 409 errors.conflict while the same basket is being paid (the same basket sent again just after it was paid answers that purchase).
         */
        post: operations["payGiftsWithCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gift-membership/redeem/{code}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Apply a gift code to the account
         * @description Adds the gift's months of Gold after any the account has. 404 errors.invalidPromocode for an unknown code; 409 errors.giftCodeUsed for a code already redeemed. Neither changes anything.
         */
        get: operations["redeemGiftMembership"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/gift-card/{slug}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A thank-you gift card
         * @description The card the questionnaire of this slug offers: the one the patient earned from it, else the questionnaire's first card; `code` only on her earned card. 404 when the questionnaire offers no card.
         */
        get: operations["getGiftCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/gift-card/{slug}/{type}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A thank-you gift card of a kind
         * @description One kind of the questionnaire's cards. Once she has finished the questionnaire and has no card from it yet, this kind becomes hers, with its code: one card per patient and questionnaire. 404 for an unknown kind.
         */
        get: operations["getGiftCardOfType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/gift-card/except/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The other gift cards to choose from
         * @description The kinds of card the questionnaire offers besides the one GET /patient/gift-card/{slug} shows.
         */
        get: operations["listOtherGiftCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/challenge-key/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the key of a private questionnaire
         * @description Sends to the patient's own phone (sms) or e-mail, in `lang`, a link /q/{questionnaire id}/{key} that opens her run without signing in. Each key is new and replaces the one before. 404 for a run that is not hers; 429 after 3 sends in 10 minutes.
         */
        post: operations["sendChallengeKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questionnaire/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A questionnaire
         * @description With private_id, no session is needed: the questionnaire with the visitor's run that the private id opens (startSurveyRun); a private id that opens no run of this questionnaire is 404. Without it, the signed-in patient's run.
         */
        get: operations["getQuestionnaire"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questionnaire/{id}/start": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a questionnaire */
        post: operations["startQuestionnaire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questionnaire/{id}/end": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a questionnaire
         * @description 422 with fields.questionnaire_user_id validation.answerAll when a mandatory question has no answer; 409 when the run is finished or stopped.
         */
        post: operations["endQuestionnaire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questionnaire/user/{id}/isterminated": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Stop a questionnaire for a reason */
        put: operations["terminateQuestionnaire"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questionnaire/save-answer": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save one answer
         * @description A crisis answer (Edinburgh item 10 or PHQ-9 item 9 above 0) answers `crisis: true` with the crisis resources in the run's language, to show on the very next screen before any score, and alerts the care team at once (an urgent alert and the on-call e-mail and text). 409 when the run is finished or stopped.
         */
        post: operations["saveAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questionnaire/user/{id}/language": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Answer in another language */
        put: operations["changeQuestionnaireLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questionnaire/user/response/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an answer */
        delete: operations["deleteAnswer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questionnaire/user/{id}/progress": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Remember where the patient is */
        put: operations["saveQuestionnaireProgress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questionnaire/user/{id}/clone": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy finished answers to edit them */
        post: operations["cloneQuestionnaireAnswers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/survey/{org}/{slug}/info": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** An organization's survey landing page */
        get: operations["getSurveyInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/survey/{org}/{slug}/start": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a public survey as a visitor
         * @description Designed beyond the spec: a visitor without an account starts the survey published at /s/{org}/{slug}. The answer holds the run's private id, given only this once (the server keeps its hash): the visitor's only key to the run, in the private link /q/{questionnaire_id}/{private_id}. Limited per client address.
         */
        post: operations["startSurveyRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/survey-run/save-answer": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save one answer of a visitor's run
         * @description Designed beyond the spec: a visitor's run of a public survey, reached by its private id alone (no session); a wrong private id, or another run's id with it, is 404. As saveAnswer otherwise; 409 when the run is finished.
         */
        post: operations["saveVisitorAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/survey-run/progress": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Remember where a visitor is
         * @description Designed beyond the spec: a visitor's run of a public survey, reached by its private id alone (no session); a wrong private id, or another run's id with it, is 404. As saveQuestionnaireProgress otherwise.
         */
        put: operations["saveVisitorProgress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/survey-run/language": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * A visitor answers in another language
         * @description Designed beyond the spec: a visitor's run of a public survey, reached by its private id alone (no session); a wrong private id, or another run's id with it, is 404. Answers are kept. A finished run takes no change (409); its private id opens nothing a week after it ended (404).
         */
        put: operations["changeVisitorLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/survey-run/end": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a visitor's run
         * @description Designed beyond the spec: a visitor's run of a public survey, reached by its private id alone (no session); a wrong private id, or another run's id with it, is 404. 422 with fields.questionnaire_user_id validation.answerAll when a mandatory question has no answer; 409 when the run is finished.
         */
        post: operations["endVisitorRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/consent-page-activities/land-on-consent/{org}/{slug}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Record a visit to a consent page */
        get: operations["recordConsentPageVisit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/consent-page-activities/land-on-register-from-consent/{org}/{slug}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Record a registration from a consent page */
        get: operations["recordRegistrationFromConsent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/satisfaction-survey/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Open a satisfaction survey */
        get: operations["getSatisfactionSurvey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questionnaire/user/{id}/pdf/generate": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Answers as a PDF
         * @description A failure answers ErrorResponse; the apps show its message, else the generic error.
         */
        get: operations["downloadQuestionnairePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/referral-resources/img-map-resource/{id}/{type}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A resource shown as an image map */
        get: operations["getResourceImageMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/referral-resources/referrals/{id}/accept": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a referral */
        post: operations["acceptReferral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/referral-resources/referrals/{id}/decline": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Decline a referral */
        delete: operations["declineReferral"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/referral-resources": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** The care team resources */
        get: operations["listReferralResources"];
        put?: never;
        /** Add a resource */
        post: operations["createReferralResource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/referral-resources/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A resource */
        get: operations["getReferralResource"];
        /** Change a resource */
        put: operations["updateReferralResource"];
        post?: never;
        /** Remove a provider from the care team */
        delete: operations["removeReferralResource"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/referral-resources/archive": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive resources */
        post: operations["archiveReferralResources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/referral-resources/unarchive": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unarchive resources
         * @description Designed beyond the spec's list (spec 4 names unarchiving). Puts archived organizations back on the care team. 404 when one id is not the patient's, 409 (errors.conflict) when one is not confirmed by its organization; then none changes.
         */
        post: operations["unarchiveReferralResources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/referral-resources/{id}/record-access": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take back an organization's access to the medical profile
         * @description Designed beyond the spec's list. Connecting gives the organization access to view and update the medical profile (spec 4); the patient takes it back here. The organization stays on the care team.
         */
        delete: operations["revokeRecordAccess"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/referral-resources/referrals/{id}/ignore": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ignore a referral, for good
         * @description Designed beyond the spec's list (spec 4 names ignoring). Only a pending referral; ignoring is irreversible (409 errors.conflict for any later answer).
         */
        post: operations["ignoreReferral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/referral-resources/referrals/{id}/archive": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a referral
         * @description Designed beyond the spec's list (spec 4 names archiving). A pending, accepted or declined referral; an ignored one stays ignored (409 errors.conflict).
         */
        post: operations["archiveReferral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/referral-resources/invites/move-to-pending": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move invites back to pending */
        post: operations["moveInvitesToPending"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/referral-resources/get-practitioners-for-send-referrals-search": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Practitioners to send a referral to */
        get: operations["searchPractitionersToRefer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/referral-resources/get-organizations-for-send-referrals-search": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Organizations to send a referral to */
        get: operations["searchOrganizationsToRefer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/refer/refer-to-organization/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refer to an organization */
        post: operations["referToOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/refer/refer-to-practitioner/{practitionerId}/for-org/{organizationId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refer to a practitioner of an organization */
        post: operations["referToPractitioner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/referral-resources/referrals/active": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Referrals waiting for an answer */
        get: operations["listActiveReferrals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/referral-resources/add-resource": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a resource from a listing */
        post: operations["addReferralResource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/referral-resources/validate/{value}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a contact or code for a referral */
        post: operations["validateReferralTarget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/refer/auto-refer-to-mamas-organization": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refer the patient to Matrona's own organization */
        post: operations["autoReferToMatronaOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/refer/auto-apply-promocodes": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply the codes that come with referrals */
        post: operations["autoApplyPromocodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/refer/get-promocodes-for-accept": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Codes waiting for the patient's acceptance */
        get: operations["listPromocodesToAccept"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/refer/process-promocodes-for-accept": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept codes */
        post: operations["acceptPromocodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/organizations/invites/active": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The invite to show now, if any
         * @description The first open invite (active, viewed or maybe later), the oldest first; both variants answer the same here, and the apps apply the 86400 s re-show rule with the shown-invite record they keep (pickInviteToShow). 204 when none is open.
         */
        get: operations["getActiveInvite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/organizations/invites": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Organization invites */
        get: operations["listInvites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/organizations/invites/{id}/accept": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invite */
        post: operations["acceptInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/organizations/invites/{id}/decline": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an invite */
        post: operations["declineInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/organizations/invites/{id}/maybelater": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decide about an invite later */
        post: operations["deferInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/organizations/invites/{id}/viewed": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark an invite seen */
        post: operations["markInviteViewed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/organizations/all-pending-connections": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Connections waiting for the other party */
        get: operations["listPendingConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/organizations/all-declined-connections": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** Declined connections */
        get: operations["listDeclinedConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/organizations/team-request/code/{code}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to join an organization by its code */
        post: operations["requestTeamByCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/organizations/code/{code}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** The organization of a code */
        get: operations["getOrganizationByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/support-product/organizations/{id}/sessions": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** An organization's sessions */
        get: operations["listOrganizationSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/support-product/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A group, class or coaching offer */
        get: operations["getSupportProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/support-product/{id}/{sessionUuid}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** An offer at one session */
        get: operations["getSupportProductSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/support-product/product-period-sessions/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Sessions of an offer
         * @description The offer's sessions not yet ended, soonest first, 20 a page; `all=1` gives them all.
         */
        get: operations["listSupportProductSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/support-product/period-sessions": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sessions matching filters */
        post: operations["searchSupportSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/support-product/groups": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Groups matching filters */
        post: operations["searchSupportGroups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/support-product/load-more-products/{type}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The next page of offers of a kind */
        post: operations["loadMoreSupportProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/support-session/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A session */
        get: operations["getSupportSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/support-session/reserve/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reserve a seat
         * @description A free member spends 1 of their product credits (Credits.product_credits); a Gold member, or an offer priced at 0, spends none. A coaching group holds at most 5 whatever its capacity. 409, in this order: errors.sessionEnded, errors.sessionStarted, errors.alreadyReserved, errors.sessionFull, errors.noCredits; racing patients never get more seats than there are.
         */
        post: operations["reserveSupportSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/support-session/cancel/{uuid}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a reservation
         * @description Cancels the patient's live seat in the session; a paid seat gets its product credit back. 409 errors.sessionEnded after the end, errors.notReserved without a live seat.
         */
        post: operations["cancelSupportSessionReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/support-session/calendar-event/{id}/json": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A session as a calendar event (native apps) */
        get: operations["getSupportSessionCalendarEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient/support-session/calendar-event/{id}/file": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /** A session as an iCalendar file */
        get: operations["downloadSupportSessionCalendarEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video/sessions": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The patient's video sessions
         * @description The video sessions the patient attends (a live seat) that have not finished, soonest first; with active=1 only those whose room the presenter has opened and not ended. The waiting room polls this every 10 s (spec 9).
         */
        get: operations["listVideoSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video/session/{id}/token": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * What the video client needs to join
         * @description A short-lived room token bound to the patient and the room, and which video client to use. Another patient's appointment is 404; a session the patient holds no seat in is 403; 409 errors.sessionHasNoVideo for a session without video, errors.sessionNotStarted before the presenter opens the room, errors.sessionEnded once ended. A token that has expired is refused by the room: ask this again for a new one.
         */
        get: operations["getVideoToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video/session/{id}/info": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tell the session what happened on the patient's side
         * @description Recorded for the care team (waiting, joined, left, a failed device check with what failed). 404 for a session the patient holds no seat in.
         */
        post: operations["reportVideoSessionEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video/session/code/{code}/info": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The session of a video link code
         * @description The signed-in attendee's session of a link code, to open its waiting room. Links expire for security: 410 errors.videoLinkExpired (the provider sends a new one); 404 for an unknown code, an ended room, or a patient without a seat in its session.
         */
        put: operations["resolveVideoSessionCode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video/session/code/{code}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A session by its link code
         * @description Public, so a link opened before signing in can say what it leads to. 404 for an unknown code or an ended room; 410 errors.videoLinkExpired for an expired link.
         */
        get: operations["getVideoSessionByCode"];
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
         * @description The one error shape of every 4xx and 5xx answer.
         * @example {
         *       "code": "errors.validationFailed",
         *       "message": "The request body is invalid.",
         *       "fields": {
         *         "email": "validation.invalidEmail",
         *         "password": "validation.passwordMinLength"
         *       }
         *     }
         * @example {
         *       "code": "errors.incorrectCode",
         *       "message": "The verification code does not match."
         *     }
         * @example {
         *       "code": "errors.providerAccount",
         *       "message": "This e-mail belongs to a provider account.",
         *       "provider_login_url": "https://providers.matrona.example/login"
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
            /**
             * Format: uri
             * @description Only with 409 errors.providerAccount: where a provider or staff account signs in.
             */
            provider_login_url?: string;
        };
        /**
         * @description A supported language.
         * @example en
         * @example es
         * @enum {string}
         */
        Locale: "en" | "es";
        /**
         * @description Where the patient is: saved at onboarding; no status sends the user to onboarding.
         * @example expecting
         * @enum {string}
         */
        PatientStatus: "expecting" | "postpartum" | "parenting";
        /**
         * @description Units for weights and lengths; imperial by default.
         * @default imperial
         * @example imperial
         * @enum {string}
         */
        MeasureUnit: "imperial" | "metric";
        /**
         * @description Ten digits, no punctuation.
         * @example 3105550142
         */
        Phone: string;
        /**
         * @description The six-digit code sent by text message; checked by @mat/domain (validation.codeDigits).
         * @example 042917
         */
        VerificationCode: string;
        /**
         * @description IANA time zone name.
         * @example America/Los_Angeles
         * @example America/Mexico_City
         */
        Timezone: string;
        /**
         * @description A first or last name: letters and spaces (validation.onlyLettersAndSpaces), checked by the server.
         * @example María José
         * @example Ana
         */
        NameInput: string;
        /**
         * @description An e-mail address (validation.invalidEmail), compared without case.
         * @example ana.lopez@example.org
         */
        EmailInput: string;
        /**
         * @example {
         *       "email": "ana.lopez@example.org"
         *     }
         */
        PasswordResetRequest: {
            email: components["schemas"]["EmailInput"];
        };
        /**
         * @example {
         *       "token": "3hY0cJ9xQ2mW8rT5vL1nB7kD4fG6sA0eZ",
         *       "password": "lullaby-2026",
         *       "password_confirmation": "lullaby-2026"
         *     }
         */
        PasswordReset: {
            /** @description From the link in the e-mail. */
            token: string;
            password: components["schemas"]["PasswordInput"];
            /** @description The same password again (validation.passwordsMustMatch). */
            password_confirmation: string;
        };
        /**
         * @description At least 8 characters (validation.passwordMinLength).
         * @example lullaby-2026
         */
        PasswordInput: string;
        /**
         * @description A US phone as typed; punctuation is dropped and 10 digits must remain (validation.phoneDigits).
         * @example (213) 555-0147
         * @example 3105550142
         */
        PhoneInput: string;
        /**
         * @description A US ZIP code, 5 digits (validation.zipCode).
         * @example 94110
         */
        ZipInput: string;
        /**
         * @example {
         *       "token": "anon_3q2+7w9ZpLk0"
         *     }
         */
        AnonymousToken: {
            /** @description An anonymous session token, for calls made before sign-in. */
            token: string;
        };
        /**
         * @description A signed-in session.
         * @example {
         *       "token": "ses_Q2hRr0bWm8y4X1t6"
         *     }
         */
        SessionToken: {
            /** @description The session token to send as `Authorization: Bearer <token>`. */
            token: string;
        };
        /**
         * @description The account signs in elsewhere (for example a care organization's own portal).
         * @example {
         *       "redirect": "https://portal.example.org/sso/start?user=1042"
         *     }
         */
        LoginRedirect: {
            /**
             * Format: uri
             * @description Where the browser must go instead; the login flow stops there.
             */
            redirect: string;
        };
        /**
         * @description A token, or a redirect the browser follows.
         * @example {
         *       "token": "ses_Q2hRr0bWm8y4X1t6"
         *     }
         * @example {
         *       "redirect": "https://portal.example.org/sso/start?user=1042"
         *     }
         */
        LoginResult: components["schemas"]["SessionToken"] | components["schemas"]["LoginRedirect"];
        /**
         * @description A new account's session and profile.
         * @example {
         *       "token": "ses_Q2hRr0bWm8y4X1t6",
         *       "user": {
         *         "uuid": "5b0f6c1e-8d2a-4a57-9a0e-3f1c2d4b5a61",
         *         "userId": 1042,
         *         "first_name": "Ana",
         *         "last_name": "Lopez",
         *         "age": 31,
         *         "created_at": "2026-03-14T17:05:00Z",
         *         "email": "ana.lopez@example.org",
         *         "phone": "3105550142",
         *         "avatar": null,
         *         "children_count": 1,
         *         "status": "postpartum",
         *         "timezone": "America/Los_Angeles",
         *         "user_data": {
         *           "prefs": {
         *             "terms": true,
         *             "call_you": "Mom",
         *             "call_you_other": null,
         *             "measureUnit": "imperial",
         *             "language": "en",
         *             "verified_phone": "yes"
         *           }
         *         },
         *         "matrona_gold_view": true,
         *         "matrona_gold_expire_at": "2026-12-14T17:05:00Z",
         *         "matrona_gold_renews_at": "2026-12-14T17:05:00Z",
         *         "matrona_gold_is_paid": true,
         *         "latest_matrona_gold_charge": {
         *           "id": 88,
         *           "amount_cents": 3000,
         *           "currency": "usd",
         *           "status": "succeeded",
         *           "charged_at": "2026-11-14T17:05:00Z"
         *         },
         *         "maternity_benefit_organization": {
         *           "id": 12,
         *           "name": "Bay Area Health Plan"
         *         },
         *         "user_care_orgs": [
         *           {
         *             "id": 3,
         *             "name": "Matrona Care Team"
         *           }
         *         ],
         *         "care_team_members": [
         *           {
         *             "id": 77,
         *             "first_name": "Grace",
         *             "last_name": "Okafor",
         *             "avatar": null,
         *             "user_type": "practitioner",
         *             "degrees": [
         *               "IBCLC",
         *               "RN"
         *             ],
         *             "organization": {
         *               "id": 3,
         *               "name": "Matrona Care Team"
         *             }
         *           }
         *         ],
         *         "primary_organization": {
         *           "id": 3,
         *           "name": "Matrona Care Team"
         *         },
         *         "can_message_matrona": true,
         *         "messages_options": {
         *           "linda_greeting_message_read": true
         *         },
         *         "onboarding_version": 2,
         *         "feature_onboarding_finished_at": "2026-03-14T17:20:00Z",
         *         "passed_array_of_walkthroughs": [
         *           "dashboard",
         *           "care-plan"
         *         ],
         *         "notification_settings": {
         *           "email": 1,
         *           "sms": 1,
         *           "push": 0
         *         },
         *         "has_pylo_device": false,
         *         "biometric_auth": false,
         *         "intercom_user_hash": "4f1c9a0b7e2d",
         *         "access_level": 1
         *       }
         *     }
         * @example {
         *       "token": "ses_Zr8Kq2LmW4v9T0a1",
         *       "user": {
         *         "uuid": "c2a7e9d4-1b3f-4e8a-b6d5-0f9e8d7c6b5a",
         *         "userId": 2177,
         *         "first_name": "María",
         *         "last_name": "Hernández",
         *         "age": 27,
         *         "created_at": "2026-03-14T17:05:00Z",
         *         "email": "maria.hernandez@example.org",
         *         "phone": "2135550188",
         *         "avatar": null,
         *         "children_count": 0,
         *         "status": "expecting",
         *         "timezone": "America/Los_Angeles",
         *         "user_data": {
         *           "prefs": {
         *             "terms": true,
         *             "call_you": "Mamá",
         *             "call_you_other": null,
         *             "measureUnit": "metric",
         *             "language": "es",
         *             "verified_phone": "no"
         *           }
         *         },
         *         "matrona_gold_view": false,
         *         "matrona_gold_expire_at": null,
         *         "matrona_gold_renews_at": null,
         *         "matrona_gold_is_paid": false,
         *         "latest_matrona_gold_charge": null,
         *         "maternity_benefit_organization": null,
         *         "user_care_orgs": [],
         *         "care_team_members": [],
         *         "primary_organization": null,
         *         "can_message_matrona": false,
         *         "messages_options": {
         *           "linda_greeting_message_read": false
         *         },
         *         "onboarding_version": 2,
         *         "feature_onboarding_finished_at": null,
         *         "passed_array_of_walkthroughs": [],
         *         "notification_settings": {
         *           "email": 1,
         *           "sms": 1,
         *           "push": 0
         *         },
         *         "has_pylo_device": false,
         *         "biometric_auth": false,
         *         "intercom_user_hash": null,
         *         "access_level": 1
         *       }
         *     }
         */
        SessionGrant: {
            /** @description The session token. */
            token: string;
            user: components["schemas"]["CurrentUser"];
        };
        /**
         * @description A verification code was sent (or, for an unknown phone, would have been).
         * @example {
         *       "expires_in_seconds": 600,
         *       "resend_in_seconds": 60
         *     }
         */
        CodeSent: {
            /** @description How long the code stays valid. */
            expires_in_seconds: number;
            /** @description How long before another code may be requested. */
            resend_in_seconds: number;
        };
        /**
         * @description The checked fields are valid.
         * @example {
         *       "valid": true
         *     }
         */
        Valid: {
            /** @constant */
            valid: true;
        };
        /**
         * @description Registration fields to check before submitting; only the fields sent are checked.
         * @example {
         *       "email": "ana.lopez@example.org",
         *       "password": "lullaby-2026",
         *       "password_confirmation": "lullaby-2026"
         *     }
         * @example {
         *       "first_name": "María",
         *       "last_name": "Hernández",
         *       "zip": "90012",
         *       "phone": "2135550188"
         *     }
         */
        RegistrationFields: {
            first_name?: components["schemas"]["NameInput"];
            last_name?: components["schemas"]["NameInput"];
            email?: components["schemas"]["EmailInput"];
            password?: components["schemas"]["PasswordInput"];
            /** @description Must equal password (validation.passwordsMustMatch). */
            password_confirmation?: string;
            zip?: components["schemas"]["ZipInput"];
            phone?: components["schemas"]["PhoneInput"];
            /** @description Privacy policy and terms of use accepted. */
            agree?: boolean;
        };
        /**
         * @description A new patient account. The account holder must be over 18 (confirmed by agree).
         * @example {
         *       "first_name": "Ana",
         *       "last_name": "Lopez",
         *       "email": "ana.lopez@example.org",
         *       "password": "lullaby-2026",
         *       "password_confirmation": "lullaby-2026",
         *       "zip": "94110",
         *       "phone": "3105550142",
         *       "agree": true,
         *       "language": "en",
         *       "timezone": "America/Los_Angeles"
         *     }
         * @example {
         *       "first_name": "María",
         *       "last_name": "Hernández",
         *       "email": "maria.hernandez@example.org",
         *       "password": "canción-de-cuna",
         *       "password_confirmation": "canción-de-cuna",
         *       "zip": "90012",
         *       "phone": "2135550188",
         *       "agree": true,
         *       "language": "es",
         *       "timezone": "America/Los_Angeles"
         *     }
         */
        RegistrationRequest: {
            first_name: components["schemas"]["NameInput"];
            last_name: components["schemas"]["NameInput"];
            email: components["schemas"]["EmailInput"];
            password: components["schemas"]["PasswordInput"];
            /** @description Must equal password (validation.passwordsMustMatch). */
            password_confirmation: string;
            zip: components["schemas"]["ZipInput"];
            phone: components["schemas"]["PhoneInput"];
            /** @description Privacy policy and terms of use accepted: false answers 422 validation.agreeRequired. */
            agree: boolean;
            language?: components["schemas"]["Locale"];
            timezone?: components["schemas"]["Timezone"];
            /** @description The invite code a link brought (kept as register_invite, spec 2 "Navigation guards"). An active one puts its organization on the new patient's care team, confirmed, and is used up; an unknown, used or expired one answers 422 with the field invite (validation.inviteUnavailable) and creates nothing. */
            invite?: string;
            /** @description An organization's join code a link brought (kept as register_assign_code): the new patient asks to join its care team, pending until it confirms (as POST /patient/organizations/team-request/code/{code}). A code no organization has answers 422 with the field assign_code (validation.assignCodeUnknown) and creates nothing. */
            assign_code?: string;
        };
        /**
         * @example {
         *       "code": "042917"
         *     }
         */
        PhoneCodeCheck: {
            code: components["schemas"]["VerificationCode"];
        };
        /**
         * @example {
         *       "phone": "3105550142",
         *       "code": "042917"
         *     }
         */
        TextLoginRequest: {
            phone: components["schemas"]["PhoneInput"];
            code: components["schemas"]["VerificationCode"];
        };
        /**
         * @example {
         *       "email": "ana.lopez@example.org",
         *       "password": "lullaby-2026"
         *     }
         */
        Credentials: {
            email: components["schemas"]["EmailInput"];
            password: string;
        };
        /**
         * @description Preferences kept in user_data.
         * @example {
         *       "terms": true,
         *       "call_you": "Mom",
         *       "call_you_other": null,
         *       "measureUnit": "imperial",
         *       "language": "en",
         *       "verified_phone": "yes"
         *     }
         * @example {
         *       "terms": true,
         *       "call_you": "Mamá",
         *       "call_you_other": null,
         *       "measureUnit": "metric",
         *       "language": "es",
         *       "verified_phone": "no"
         *     }
         */
        UserPrefs: {
            /** @description Terms accepted. */
            terms: boolean;
            /** @description What the baby will call the parent. */
            call_you: string | null;
            /** @description Free text when call_you is "other". */
            call_you_other: string | null;
            measureUnit: components["schemas"]["MeasureUnit"];
            language: components["schemas"]["Locale"];
            /**
             * @description An unverified phone confines the user to Membership and public pages.
             * @enum {string}
             */
            verified_phone: "yes" | "no";
        };
        /**
         * @description Some of UserPrefs; verified_phone is set only by verifying the phone.
         * @example {
         *       "call_you": "Mamá"
         *     }
         * @example {
         *       "measureUnit": "metric"
         *     }
         */
        UserPrefsPatch: {
            terms?: boolean;
            call_you?: string | null;
            call_you_other?: string | null;
            measureUnit?: components["schemas"]["MeasureUnit"];
            language?: components["schemas"]["Locale"];
        };
        /**
         * @example {
         *       "prefs": {
         *         "terms": true,
         *         "call_you": "Mom",
         *         "call_you_other": null,
         *         "measureUnit": "imperial",
         *         "language": "en",
         *         "verified_phone": "yes"
         *       }
         *     }
         * @example {
         *       "prefs": {
         *         "terms": true,
         *         "call_you": "Mamá",
         *         "call_you_other": null,
         *         "measureUnit": "metric",
         *         "language": "es",
         *         "verified_phone": "no"
         *       }
         *     }
         */
        UserData: {
            prefs: components["schemas"]["UserPrefs"];
        };
        /**
         * @description An organization named by id.
         * @example {
         *       "id": 3,
         *       "name": "Matrona Care Team"
         *     }
         * @example {
         *       "id": 12,
         *       "name": "Plan de Salud del Valle"
         *     }
         */
        OrganizationRef: {
            id: number;
            name: string;
        };
        /**
         * @description The latest membership charge.
         * @example {
         *       "id": 88,
         *       "amount_cents": 3000,
         *       "currency": "usd",
         *       "status": "succeeded",
         *       "charged_at": "2026-11-14T17:05:00Z"
         *     }
         */
        GoldCharge: {
            id: number;
            amount_cents: number;
            /** @example usd */
            currency: string;
            /** @enum {string} */
            status: "succeeded" | "pending" | "failed";
            /** Format: date-time */
            charged_at: string;
        };
        /**
         * @description A member of the patient's care team.
         * @example {
         *       "id": 77,
         *       "first_name": "Grace",
         *       "last_name": "Okafor",
         *       "avatar": null,
         *       "user_type": "practitioner",
         *       "degrees": [
         *         "IBCLC",
         *         "RN"
         *       ],
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team"
         *       }
         *     }
         */
        CareTeamMember: {
            id: number;
            first_name: string;
            last_name: string;
            /** Format: uri */
            avatar: string | null;
            /** @enum {string} */
            user_type: "practitioner" | "coach" | "care_coordinator" | "presenter" | "physician";
            /** @description Degrees and certifications. */
            degrees: string[];
            organization: components["schemas"]["OrganizationRef"] | null;
        };
        /**
         * @example {
         *       "linda_greeting_message_read": true
         *     }
         */
        MessagesOptions: {
            /** @description The first greeting conversation was marked read once. */
            linda_greeting_message_read: boolean;
        };
        /**
         * @description Channels switched on (1) or off (0); a channel never set is on.
         * @example {
         *       "email": 1,
         *       "sms": 1,
         *       "push": 0
         *     }
         * @example {}
         */
        NotificationSettings: {
            /**
             * @default 1
             * @enum {integer}
             */
            email: 0 | 1;
            /**
             * @default 1
             * @enum {integer}
             */
            sms: 0 | 1;
            /**
             * @default 1
             * @enum {integer}
             */
            push: 0 | 1;
        };
        /**
         * @description The signed-in user (spec section 3, "Current user").
         * @example {
         *       "uuid": "5b0f6c1e-8d2a-4a57-9a0e-3f1c2d4b5a61",
         *       "userId": 1042,
         *       "first_name": "Ana",
         *       "last_name": "Lopez",
         *       "age": 31,
         *       "created_at": "2026-03-14T17:05:00Z",
         *       "email": "ana.lopez@example.org",
         *       "phone": "3105550142",
         *       "avatar": null,
         *       "children_count": 1,
         *       "status": "postpartum",
         *       "timezone": "America/Los_Angeles",
         *       "user_data": {
         *         "prefs": {
         *           "terms": true,
         *           "call_you": "Mom",
         *           "call_you_other": null,
         *           "measureUnit": "imperial",
         *           "language": "en",
         *           "verified_phone": "yes"
         *         }
         *       },
         *       "matrona_gold_view": true,
         *       "matrona_gold_expire_at": "2026-12-14T17:05:00Z",
         *       "matrona_gold_renews_at": "2026-12-14T17:05:00Z",
         *       "matrona_gold_is_paid": true,
         *       "latest_matrona_gold_charge": {
         *         "id": 88,
         *         "amount_cents": 3000,
         *         "currency": "usd",
         *         "status": "succeeded",
         *         "charged_at": "2026-11-14T17:05:00Z"
         *       },
         *       "maternity_benefit_organization": {
         *         "id": 12,
         *         "name": "Bay Area Health Plan"
         *       },
         *       "user_care_orgs": [
         *         {
         *           "id": 3,
         *           "name": "Matrona Care Team"
         *         }
         *       ],
         *       "care_team_members": [
         *         {
         *           "id": 77,
         *           "first_name": "Grace",
         *           "last_name": "Okafor",
         *           "avatar": null,
         *           "user_type": "practitioner",
         *           "degrees": [
         *             "IBCLC",
         *             "RN"
         *           ],
         *           "organization": {
         *             "id": 3,
         *             "name": "Matrona Care Team"
         *           }
         *         }
         *       ],
         *       "primary_organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team"
         *       },
         *       "can_message_matrona": true,
         *       "messages_options": {
         *         "linda_greeting_message_read": true
         *       },
         *       "onboarding_version": 2,
         *       "feature_onboarding_finished_at": "2026-03-14T17:20:00Z",
         *       "passed_array_of_walkthroughs": [
         *         "dashboard",
         *         "care-plan"
         *       ],
         *       "notification_settings": {
         *         "email": 1,
         *         "sms": 1,
         *         "push": 0
         *       },
         *       "has_pylo_device": false,
         *       "biometric_auth": false,
         *       "intercom_user_hash": "4f1c9a0b7e2d",
         *       "access_level": 1
         *     }
         * @example {
         *       "uuid": "c2a7e9d4-1b3f-4e8a-b6d5-0f9e8d7c6b5a",
         *       "userId": 2177,
         *       "first_name": "María",
         *       "last_name": "Hernández",
         *       "age": 27,
         *       "created_at": "2026-03-14T17:05:00Z",
         *       "email": "maria.hernandez@example.org",
         *       "phone": "2135550188",
         *       "avatar": null,
         *       "children_count": 0,
         *       "status": "expecting",
         *       "timezone": "America/Los_Angeles",
         *       "user_data": {
         *         "prefs": {
         *           "terms": true,
         *           "call_you": "Mamá",
         *           "call_you_other": null,
         *           "measureUnit": "metric",
         *           "language": "es",
         *           "verified_phone": "no"
         *         }
         *       },
         *       "matrona_gold_view": false,
         *       "matrona_gold_expire_at": null,
         *       "matrona_gold_renews_at": null,
         *       "matrona_gold_is_paid": false,
         *       "latest_matrona_gold_charge": null,
         *       "maternity_benefit_organization": null,
         *       "user_care_orgs": [],
         *       "care_team_members": [],
         *       "primary_organization": null,
         *       "can_message_matrona": false,
         *       "messages_options": {
         *         "linda_greeting_message_read": false
         *       },
         *       "onboarding_version": 2,
         *       "feature_onboarding_finished_at": null,
         *       "passed_array_of_walkthroughs": [],
         *       "notification_settings": {
         *         "email": 1,
         *         "sms": 1,
         *         "push": 0
         *       },
         *       "has_pylo_device": false,
         *       "biometric_auth": false,
         *       "intercom_user_hash": null,
         *       "access_level": 1
         *     }
         */
        CurrentUser: {
            /** Format: uuid */
            uuid: string;
            userId: number;
            first_name: string;
            last_name: string;
            age: number | null;
            /** Format: date-time */
            created_at: string;
            /** Format: email */
            email: string;
            phone: components["schemas"]["Phone"] | null;
            /**
             * Format: uri
             * @description Avatar image URL.
             */
            avatar: string | null;
            children_count: number;
            status: components["schemas"]["PatientStatus"] | null;
            timezone: components["schemas"]["Timezone"];
            user_data: components["schemas"]["UserData"];
            /** @description Gold membership is active: gates kick counter, manage membership and paywalled features. */
            matrona_gold_view: boolean;
            /**
             * Format: date-time
             * @description When Gold access ends (set when downgraded).
             */
            matrona_gold_expire_at: string | null;
            /**
             * Format: date-time
             * @description Next renewal of an auto-renewing membership.
             */
            matrona_gold_renews_at: string | null;
            /** @description Gold is paid (not a gift or a promocode). */
            matrona_gold_is_paid: boolean;
            latest_matrona_gold_charge: components["schemas"]["GoldCharge"] | null;
            maternity_benefit_organization: components["schemas"]["OrganizationRef"] | null;
            user_care_orgs: components["schemas"]["OrganizationRef"][];
            care_team_members: components["schemas"]["CareTeamMember"][];
            primary_organization: components["schemas"]["OrganizationRef"] | null;
            /** @description May message Matrona's own organization without Gold. */
            can_message_matrona: boolean;
            messages_options: components["schemas"]["MessagesOptions"];
            /**
             * @default 2
             * @enum {integer}
             */
            onboarding_version: 1 | 2;
            /** Format: date-time */
            feature_onboarding_finished_at: string | null;
            /** @description Walkthroughs already seen. */
            passed_array_of_walkthroughs: string[];
            notification_settings: components["schemas"]["NotificationSettings"];
            /** @description A connected blood pressure cuff is paired. */
            has_pylo_device: boolean;
            biometric_auth: boolean;
            /** @description Identity hash for the support chat widget. */
            intercom_user_hash: string | null;
            /** @description 99 marks an admin. */
            access_level: number;
        };
        /**
         * @example {
         *       "status": "expecting"
         *     }
         * @example {
         *       "status": null
         *     }
         */
        PatientStatusAnswer: {
            status: components["schemas"]["PatientStatus"] | null;
        };
        /**
         * @example {
         *       "status": "postpartum"
         *     }
         */
        PatientStatusUpdate: {
            status: components["schemas"]["PatientStatus"];
        };
        /**
         * @description Changes to the profile; fields left out stay as they are.
         * @example {
         *       "first_name": "Ana",
         *       "zip": "94110"
         *     }
         * @example {
         *       "prefs": {
         *         "language": "es",
         *         "call_you": "Mamá"
         *       }
         *     }
         */
        ProfileUpdate: {
            first_name?: components["schemas"]["NameInput"];
            last_name?: components["schemas"]["NameInput"];
            email?: components["schemas"]["EmailInput"];
            zip?: components["schemas"]["ZipInput"];
            timezone?: components["schemas"]["Timezone"];
            prefs?: components["schemas"]["UserPrefsPatch"];
        };
        /**
         * @description Bot protection settings for public forms.
         * @example {
         *       "enabled": true,
         *       "site_key": "6Lc_matrona_public_key"
         *     }
         * @example {
         *       "enabled": false,
         *       "site_key": null
         *     }
         */
        RecaptchaConfig: {
            /** @description Whether forms must carry a challenge answer. */
            enabled: boolean;
            /** @description The public site key. */
            site_key: string | null;
        };
        /**
         * @description The account's phone number and whether it is verified.
         * @example {
         *       "phone": "3105550142",
         *       "verified": true
         *     }
         * @example {
         *       "phone": null,
         *       "verified": false
         *     }
         */
        PhoneNumberInfo: {
            phone: components["schemas"]["Phone"] | null;
            verified: boolean;
        };
        /**
         * @description A notification channel.
         * @example sms
         * @enum {string}
         */
        NotificationSettingType: "email" | "sms" | "push";
        /**
         * @example {
         *       "type": "sms",
         *       "value": 0
         *     }
         */
        NotificationSettingUpdate: {
            type: components["schemas"]["NotificationSettingType"];
            /**
             * @description 1 switches the channel on.
             * @enum {integer}
             */
            value: 0 | 1;
        };
        /**
         * @example {
         *       "country": "US",
         *       "code": "+1",
         *       "name": "United States"
         *     }
         * @example {
         *       "country": "MX",
         *       "code": "+52",
         *       "name": "México"
         *     }
         */
        PhoneCode: {
            /** @description ISO 3166 country code. */
            country: string;
            /** @description Dialling code. */
            code: string;
            /** @description Country name in the user's language. */
            name: string;
        };
        /**
         * @description A message to the support team.
         * @example {
         *       "name": "Ana Lopez",
         *       "email": "ana.lopez@example.org",
         *       "subject": "Gift code",
         *       "message": "My gift code says it is not valid."
         *     }
         * @example {
         *       "name": "María Hernández",
         *       "email": "maria.hernandez@example.org",
         *       "phone": "2135550188",
         *       "subject": "Código de regalo",
         *       "message": "Mi código de regalo dice que no es válido."
         *     }
         */
        SupportRequest: {
            name: string;
            email: components["schemas"]["EmailInput"];
            phone?: components["schemas"]["PhoneInput"];
            subject: string;
            message: string;
        };
        /**
         * @description A US state where the care network works.
         * @example {
         *       "id": 5,
         *       "name": "California",
         *       "slug": "california",
         *       "code": "CA"
         *     }
         */
        State: {
            id: number;
            name: string;
            slug: string;
            /** @description Postal abbreviation. */
            code: string;
        };
        /**
         * @example {
         *       "id": 311,
         *       "name": "Los Angeles",
         *       "slug": "los-angeles",
         *       "state_slug": "california"
         *     }
         */
        City: {
            id: number;
            name: string;
            slug: string;
            state_slug: string;
        };
        /**
         * @description An entry of a reference list (languages, degrees, specialties, expertise).
         * @example {
         *       "id": 2,
         *       "name": "Spanish"
         *     }
         * @example {
         *       "id": 2,
         *       "name": "Español"
         *     }
         * @example {
         *       "id": 14,
         *       "name": "Lactation"
         *     }
         * @example {
         *       "id": 14,
         *       "name": "Lactancia"
         *     }
         */
        ReferenceItem: {
            id: number;
            /** @description In the language asked for. */
            name: string;
        };
        /**
         * @description A symptom the patient can report with a reading.
         * @example {
         *       "id": 4,
         *       "name": "Severe headache",
         *       "description": "A headache that does not go away with medicine.",
         *       "urgent": true
         *     }
         * @example {
         *       "id": 4,
         *       "name": "Dolor de cabeza intenso",
         *       "description": "Un dolor de cabeza que no se quita con medicina.",
         *       "urgent": true
         *     }
         */
        Symptom: {
            id: number;
            name: string;
            description?: string | null;
            /** @description Calls for care now rather than a recheck. */
            urgent: boolean;
        };
        /**
         * @example {
         *       "id": "America/Los_Angeles",
         *       "name": "Pacific Time"
         *     }
         * @example {
         *       "id": "America/Los_Angeles",
         *       "name": "Hora del Pacífico"
         *     }
         */
        TimezoneOption: {
            id: components["schemas"]["Timezone"];
            /** @description Readable name. */
            name: string;
        };
        /**
         * @description Type icon: 7 community, 8 health plan payer, 9 health system, 10 hospital, 11 nonmedical services, 12 outpatient clinic, 13 private medical practice (the default), 14 product or brand, 15 nonprofit advocacy group.
         * @default 13
         * @example 13
         * @enum {integer}
         */
        OrganizationTypeIcon: 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15;
        /**
         * @description The organization's place in the patient's care team; pending until the other party confirms.
         * @example active
         * @enum {string}
         */
        ConnectionStatus: "none" | "pending" | "active" | "archived" | "declined";
        /**
         * @description A care organization as listed.
         * @example {
         *       "id": 3,
         *       "name": "Matrona Care Team",
         *       "slug": "matrona-care-team",
         *       "type_icon": 14,
         *       "logo": null,
         *       "description": "Nurses, lactation consultants and coaches for new and expecting parents.",
         *       "city": "Los Angeles",
         *       "state": "CA",
         *       "phone": "3105550100",
         *       "website": "https://matrona.example",
         *       "languages": [
         *         "English",
         *         "Spanish"
         *       ],
         *       "accepts_new_patients": true,
         *       "connection_status": "active",
         *       "practitioners_count": 12
         *     }
         * @example {
         *       "id": 3,
         *       "name": "Matrona Care Team",
         *       "slug": "matrona-care-team",
         *       "type_icon": 14,
         *       "logo": null,
         *       "description": "Enfermeras, consultoras de lactancia y coaches para madres y padres nuevos o en espera.",
         *       "city": "Los Angeles",
         *       "state": "CA",
         *       "phone": "3105550100",
         *       "website": "https://matrona.example",
         *       "languages": [
         *         "Inglés",
         *         "Español"
         *       ],
         *       "accepts_new_patients": true,
         *       "connection_status": "active",
         *       "practitioners_count": 12
         *     }
         */
        Organization: {
            id: number;
            name: string;
            slug: string;
            type_icon: components["schemas"]["OrganizationTypeIcon"];
            /** Format: uri */
            logo: string | null;
            description: string | null;
            city: string | null;
            state: string | null;
            phone: components["schemas"]["Phone"] | null;
            /** Format: uri */
            website: string | null;
            languages: string[];
            accepts_new_patients: boolean;
            connection_status: components["schemas"]["ConnectionStatus"];
            practitioners_count: number;
        };
        /**
         * @description A page of organizations.
         * @example {
         *       "data": [
         *         {
         *           "id": 3,
         *           "name": "Matrona Care Team",
         *           "slug": "matrona-care-team",
         *           "type_icon": 14,
         *           "logo": null,
         *           "description": "Nurses, lactation consultants and coaches for new and expecting parents.",
         *           "city": "Los Angeles",
         *           "state": "CA",
         *           "phone": "3105550100",
         *           "website": "https://matrona.example",
         *           "languages": [
         *             "English",
         *             "Spanish"
         *           ],
         *           "accepts_new_patients": true,
         *           "connection_status": "active",
         *           "practitioners_count": 12
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         * @example {
         *       "data": [
         *         {
         *           "id": 3,
         *           "name": "Matrona Care Team",
         *           "slug": "matrona-care-team",
         *           "type_icon": 14,
         *           "logo": null,
         *           "description": "Enfermeras, consultoras de lactancia y coaches para madres y padres nuevos o en espera.",
         *           "city": "Los Angeles",
         *           "state": "CA",
         *           "phone": "3105550100",
         *           "website": "https://matrona.example",
         *           "languages": [
         *             "Inglés",
         *             "Español"
         *           ],
         *           "accepts_new_patients": true,
         *           "connection_status": "active",
         *           "practitioners_count": 12
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         */
        OrganizationPage: {
            data: components["schemas"]["Organization"][];
            /** @description This page's number, from 1. */
            page: number;
            /** @description Another page follows. */
            has_more: boolean;
        };
        /**
         * @description A care provider.
         * @example {
         *       "id": 77,
         *       "first_name": "Grace",
         *       "last_name": "Okafor",
         *       "avatar": null,
         *       "degrees": [
         *         "IBCLC",
         *         "RN"
         *       ],
         *       "specialties": [
         *         "Lactation"
         *       ],
         *       "languages": [
         *         "English"
         *       ],
         *       "bio": "Lactation consultant for 12 years, mother of two.",
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team"
         *       }
         *     }
         * @example {
         *       "id": 77,
         *       "first_name": "Lucía",
         *       "last_name": "Ramos",
         *       "avatar": null,
         *       "degrees": [
         *         "IBCLC",
         *         "RN"
         *       ],
         *       "specialties": [
         *         "Lactancia"
         *       ],
         *       "languages": [
         *         "Español",
         *         "Inglés"
         *       ],
         *       "bio": "Consultora de lactancia desde hace 12 años, madre de dos.",
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team"
         *       }
         *     }
         */
        Practitioner: {
            id: number;
            first_name: string;
            last_name: string;
            /** Format: uri */
            avatar: string | null;
            degrees: string[];
            specialties: string[];
            languages: string[];
            bio: string | null;
            organization: components["schemas"]["OrganizationRef"] | null;
        };
        /**
         * @description An appointment or session: upcoming, in progress, finished (then the care item is completed). A cancelled seat shows in the reservation.
         * @example upcoming
         * @enum {string}
         */
        SessionState: "upcoming" | "inProgress" | "finished";
        /**
         * @description The patient's seat.
         * @example {
         *       "uuid": "1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6",
         *       "reserved_at": "2026-11-20T16:00:00Z",
         *       "cancelled_at": null,
         *       "cancel_reason": null,
         *       "paid_with_credit": true
         *     }
         */
        Reservation: {
            /** Format: uuid */
            uuid: string;
            /** Format: date-time */
            reserved_at: string;
            /** Format: date-time */
            cancelled_at: string | null;
            cancel_reason: string | null;
            /** @description A seat paid with a credit gets it back on cancel. */
            paid_with_credit: boolean;
        };
        /**
         * @description A group, class or coaching session.
         * @example {
         *       "id": 501,
         *       "uuid": "9d3c1f0e-2b4a-4c6d-8e7f-1a2b3c4d5e6f",
         *       "product_id": 40,
         *       "title": "Breastfeeding basics",
         *       "description": "A small group to practise latch and positions with a lactation consultant.",
         *       "starts_at": "2026-12-02T18:00:00Z",
         *       "ends_at": "2026-12-02T19:00:00Z",
         *       "duration_minutes": 60,
         *       "timezone": "America/Los_Angeles",
         *       "presenters": [
         *         {
         *           "id": 77,
         *           "first_name": "Grace",
         *           "last_name": "Okafor",
         *           "avatar": null,
         *           "user_type": "presenter",
         *           "degrees": [
         *             "IBCLC"
         *           ],
         *           "organization": {
         *             "id": 3,
         *             "name": "Matrona Care Team"
         *           }
         *         }
         *       ],
         *       "platform": "video",
         *       "virtual": true,
         *       "video_url": null,
         *       "address": null,
         *       "capacity": 5,
         *       "spots_left": 2,
         *       "status": "upcoming",
         *       "price_credits": 1,
         *       "reservation": null
         *     }
         * @example {
         *       "id": 501,
         *       "uuid": "9d3c1f0e-2b4a-4c6d-8e7f-1a2b3c4d5e6f",
         *       "product_id": 40,
         *       "title": "Lactancia: lo básico",
         *       "description": "Un grupo pequeño para practicar el agarre y las posiciones con una consultora de lactancia.",
         *       "starts_at": "2026-12-02T18:00:00Z",
         *       "ends_at": "2026-12-02T19:00:00Z",
         *       "duration_minutes": 60,
         *       "timezone": "America/Los_Angeles",
         *       "presenters": [
         *         {
         *           "id": 77,
         *           "first_name": "Grace",
         *           "last_name": "Okafor",
         *           "avatar": null,
         *           "user_type": "presenter",
         *           "degrees": [
         *             "IBCLC"
         *           ],
         *           "organization": {
         *             "id": 3,
         *             "name": "Matrona Care Team"
         *           }
         *         }
         *       ],
         *       "platform": "video",
         *       "virtual": true,
         *       "video_url": null,
         *       "address": null,
         *       "capacity": 5,
         *       "spots_left": 2,
         *       "status": "upcoming",
         *       "price_credits": 1,
         *       "reservation": null
         *     }
         */
        SupportSession: {
            id: number;
            /** Format: uuid */
            uuid: string;
            product_id: number;
            title: string;
            description: string | null;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            duration_minutes: number;
            timezone: components["schemas"]["Timezone"];
            /** @description Presenters or coaches. */
            presenters: components["schemas"]["CareTeamMember"][];
            /** @enum {string} */
            platform: "video" | "phone" | "in_person";
            virtual: boolean;
            /**
             * Format: uri
             * @description Shown only to attendees once started; gone when ended.
             */
            video_url: string | null;
            address: string | null;
            capacity: number;
            spots_left: number;
            status: components["schemas"]["SessionState"];
            /** @description Credits a free member spends for a seat; Gold members spend none. */
            price_credits: number;
            reservation: components["schemas"]["Reservation"] | null;
        };
        /**
         * @description A page of sessions.
         * @example {
         *       "data": [
         *         {
         *           "id": 501,
         *           "uuid": "9d3c1f0e-2b4a-4c6d-8e7f-1a2b3c4d5e6f",
         *           "product_id": 40,
         *           "title": "Breastfeeding basics",
         *           "description": "A small group to practise latch and positions with a lactation consultant.",
         *           "starts_at": "2026-12-02T18:00:00Z",
         *           "ends_at": "2026-12-02T19:00:00Z",
         *           "duration_minutes": 60,
         *           "timezone": "America/Los_Angeles",
         *           "presenters": [
         *             {
         *               "id": 77,
         *               "first_name": "Grace",
         *               "last_name": "Okafor",
         *               "avatar": null,
         *               "user_type": "presenter",
         *               "degrees": [
         *                 "IBCLC"
         *               ],
         *               "organization": {
         *                 "id": 3,
         *                 "name": "Matrona Care Team"
         *               }
         *             }
         *           ],
         *           "platform": "video",
         *           "virtual": true,
         *           "video_url": null,
         *           "address": null,
         *           "capacity": 5,
         *           "spots_left": 2,
         *           "status": "upcoming",
         *           "price_credits": 1,
         *           "reservation": null
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         * @example {
         *       "data": [
         *         {
         *           "id": 501,
         *           "uuid": "9d3c1f0e-2b4a-4c6d-8e7f-1a2b3c4d5e6f",
         *           "product_id": 40,
         *           "title": "Lactancia: lo básico",
         *           "description": "Un grupo pequeño para practicar el agarre y las posiciones con una consultora de lactancia.",
         *           "starts_at": "2026-12-02T18:00:00Z",
         *           "ends_at": "2026-12-02T19:00:00Z",
         *           "duration_minutes": 60,
         *           "timezone": "America/Los_Angeles",
         *           "presenters": [
         *             {
         *               "id": 77,
         *               "first_name": "Grace",
         *               "last_name": "Okafor",
         *               "avatar": null,
         *               "user_type": "presenter",
         *               "degrees": [
         *                 "IBCLC"
         *               ],
         *               "organization": {
         *                 "id": 3,
         *                 "name": "Matrona Care Team"
         *               }
         *             }
         *           ],
         *           "platform": "video",
         *           "virtual": true,
         *           "video_url": null,
         *           "address": null,
         *           "capacity": 5,
         *           "spots_left": 2,
         *           "status": "upcoming",
         *           "price_credits": 1,
         *           "reservation": null
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         */
        SupportSessionPage: {
            data: components["schemas"]["SupportSession"][];
            /** @description This page's number, from 1. */
            page: number;
            /** @description Another page follows. */
            has_more: boolean;
        };
        /**
         * @description An event for the device's calendar (the native apps add it themselves).
         * @example {
         *       "title": "Breastfeeding basics",
         *       "description": "Small group with Grace Okafor, IBCLC.",
         *       "location": "Video session in Matrona",
         *       "starts_at": "2026-12-02T18:00:00Z",
         *       "ends_at": "2026-12-02T19:00:00Z",
         *       "timezone": "America/Los_Angeles",
         *       "url": "https://matrona.example/sessions/501"
         *     }
         * @example {
         *       "title": "Lactancia: lo básico",
         *       "description": "Grupo pequeño con Lucía Ramos, IBCLC.",
         *       "location": "Videosesión en Matrona",
         *       "starts_at": "2026-12-02T18:00:00Z",
         *       "ends_at": "2026-12-02T19:00:00Z",
         *       "timezone": "America/Los_Angeles",
         *       "url": "https://matrona.example/sessions/501"
         *     }
         */
        CalendarEvent: {
            title: string;
            description: string;
            /** @description Address or video link. */
            location: string;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            timezone: components["schemas"]["Timezone"];
            /** Format: uri */
            url: string | null;
        };
        /**
         * @description An iCalendar file.
         * @example BEGIN:VCALENDAR
         *     VERSION:2.0
         *     BEGIN:VEVENT
         *     SUMMARY:Breastfeeding basics
         *     DTSTART:20261202T180000Z
         *     DTEND:20261202T190000Z
         *     END:VEVENT
         *     END:VCALENDAR
         */
        CalendarFile: string;
        /**
         * Format: binary
         * @description A PDF document.
         * @example %PDF-1.7 (binary)
         */
        PdfFile: Blob;
        /**
         * @example {
         *       "reason": "The baby has a doctor's appointment then."
         *     }
         * @example {
         *       "reason": "El bebé tiene cita con el médico a esa hora."
         *     }
         */
        CancellationReason: {
            /** @description Why the patient cancels. */
            reason: string;
        };
        /**
         * @description A short-lived link to a file.
         * @example {
         *       "url": "https://files.matrona.example/d/8f2a?sig=c0ffee",
         *       "expires_at": "2026-11-22T10:15:00Z"
         *     }
         */
        SignedUrl: {
            /** Format: uri */
            url: string;
            /** Format: date-time */
            expires_at: string;
        };
        /**
         * @example {
         *       "count": 3
         *     }
         */
        Count: {
            count: number;
        };
        /**
         * @description The records to act on.
         * @example {
         *       "ids": [
         *         41,
         *         42
         *       ]
         *     }
         */
        IdList: {
            ids: number[];
        };
        /**
         * @description One choice of a filter.
         * @example {
         *       "value": "virtual",
         *       "label": "Virtual",
         *       "count": 14
         *     }
         * @example {
         *       "value": "virtual",
         *       "label": "Virtual",
         *       "count": 14
         *     }
         * @example {
         *       "value": "in_person",
         *       "label": "En persona",
         *       "count": 3
         *     }
         */
        FilterOption: {
            value: string | number;
            /** @description In the user's language. */
            label: string;
            count?: number;
        };
        /**
         * @description Where an appointment or care item happens.
         * @example {
         *       "type": "virtual",
         *       "video_session_uuid": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
         *       "video_url": null,
         *       "address": null
         *     }
         * @example {
         *       "type": "in_person",
         *       "video_session_uuid": null,
         *       "video_url": null,
         *       "address": "1200 Wilshire Blvd, Los Angeles, CA 90017"
         *     }
         */
        CareLocation: {
            /** @enum {string} */
            type: "virtual" | "in_person" | "phone";
            /** Format: uuid */
            video_session_uuid: string | null;
            /**
             * Format: uri
             * @description Present once the session started, for attendees only.
             */
            video_url: string | null;
            address: string | null;
        };
        /**
         * @example lactation_visit
         * @enum {string}
         */
        AppointmentKind: "lactation_visit" | "nurse_call" | "coaching" | "doula_visit" | "care_coordination" | "mental_health" | "nutrition" | "other";
        /**
         * @description A booking named by its numeric id and its uuid, to open it (GET /patient/appointments/{id} takes either).
         * @example {
         *       "id": 930,
         *       "uuid": "4b7e0c2d-9f1a-4d3b-8c6e-5a4b3c2d1e0f"
         *     }
         */
        AppointmentRef: {
            id: number;
            /** Format: uuid */
            uuid: string;
        };
        /**
         * @description A booked visit with a provider.
         * @example {
         *       "id": 930,
         *       "uuid": "4b7e0c2d-9f1a-4d3b-8c6e-5a4b3c2d1e0f",
         *       "type": "lactation_visit",
         *       "title": "Lactation consult",
         *       "status": "upcoming",
         *       "starts_at": "2026-12-04T17:30:00Z",
         *       "ends_at": "2026-12-04T18:15:00Z",
         *       "timezone": "America/Los_Angeles",
         *       "virtual": true,
         *       "location": {
         *         "type": "virtual",
         *         "video_session_uuid": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
         *         "video_url": null,
         *         "address": null
         *       },
         *       "practitioner": {
         *         "id": 77,
         *         "first_name": "Grace",
         *         "last_name": "Okafor",
         *         "avatar": null,
         *         "degrees": [
         *           "IBCLC",
         *           "RN"
         *         ],
         *         "specialties": [
         *           "Lactation"
         *         ],
         *         "languages": [
         *           "English"
         *         ],
         *         "bio": "Lactation consultant for 12 years, mother of two.",
         *         "organization": {
         *           "id": 3,
         *           "name": "Matrona Care Team"
         *         }
         *       },
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team"
         *       },
         *       "reservation": {
         *         "uuid": "1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6",
         *         "reserved_at": "2026-11-20T16:00:00Z",
         *         "cancelled_at": null,
         *         "cancel_reason": null,
         *         "paid_with_credit": false
         *       },
         *       "summary_available": false
         *     }
         * @example {
         *       "id": 930,
         *       "uuid": "4b7e0c2d-9f1a-4d3b-8c6e-5a4b3c2d1e0f",
         *       "type": "lactation_visit",
         *       "title": "Consulta de lactancia",
         *       "status": "upcoming",
         *       "starts_at": "2026-12-04T17:30:00Z",
         *       "ends_at": "2026-12-04T18:15:00Z",
         *       "timezone": "America/Los_Angeles",
         *       "virtual": true,
         *       "location": {
         *         "type": "virtual",
         *         "video_session_uuid": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
         *         "video_url": null,
         *         "address": null
         *       },
         *       "practitioner": {
         *         "id": 77,
         *         "first_name": "Lucía",
         *         "last_name": "Ramos",
         *         "avatar": null,
         *         "degrees": [
         *           "IBCLC",
         *           "RN"
         *         ],
         *         "specialties": [
         *           "Lactancia"
         *         ],
         *         "languages": [
         *           "Español",
         *           "Inglés"
         *         ],
         *         "bio": "Consultora de lactancia desde hace 12 años, madre de dos.",
         *         "organization": {
         *           "id": 3,
         *           "name": "Matrona Care Team"
         *         }
         *       },
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team"
         *       },
         *       "reservation": {
         *         "uuid": "1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6",
         *         "reserved_at": "2026-11-20T16:00:00Z",
         *         "cancelled_at": null,
         *         "cancel_reason": null,
         *         "paid_with_credit": false
         *       },
         *       "summary_available": false
         *     }
         */
        Appointment: {
            id: number;
            /** Format: uuid */
            uuid: string;
            type: components["schemas"]["AppointmentKind"];
            title: string;
            status: components["schemas"]["SessionState"];
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            timezone: components["schemas"]["Timezone"];
            virtual: boolean;
            location: components["schemas"]["CareLocation"];
            practitioner: components["schemas"]["Practitioner"] | null;
            organization: components["schemas"]["OrganizationRef"];
            reservation: components["schemas"]["Reservation"] | null;
            /** @description A visit summary can be opened with a summary token. */
            summary_available: boolean;
        };
        /**
         * @description A short card for an appointment.
         * @example {
         *       "id": 930,
         *       "title": "Lactation consult",
         *       "starts_at": "2026-12-04T17:30:00Z",
         *       "status": "upcoming",
         *       "practitioner_name": "Grace Okafor",
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team"
         *       }
         *     }
         * @example {
         *       "id": 930,
         *       "title": "Consulta de lactancia",
         *       "starts_at": "2026-12-04T17:30:00Z",
         *       "status": "upcoming",
         *       "practitioner_name": "Lucía Ramos",
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team"
         *       }
         *     }
         */
        AppointmentPreview: {
            id: number;
            title: string;
            /** Format: date-time */
            starts_at: string;
            status: components["schemas"]["SessionState"];
            practitioner_name: string | null;
            organization: components["schemas"]["OrganizationRef"];
        };
        /**
         * @description A kind of visit an organization offers, with its open times.
         * @example {
         *       "id": 12,
         *       "name": "Lactation consult",
         *       "description": "A 45-minute video visit with a lactation consultant.",
         *       "duration_minutes": 45,
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team"
         *       },
         *       "virtual": true,
         *       "price_credits": 1,
         *       "gold_included": true,
         *       "sessions": [
         *         {
         *           "id": 501,
         *           "uuid": "9d3c1f0e-2b4a-4c6d-8e7f-1a2b3c4d5e6f",
         *           "product_id": 40,
         *           "title": "Breastfeeding basics",
         *           "description": "A small group to practise latch and positions with a lactation consultant.",
         *           "starts_at": "2026-12-02T18:00:00Z",
         *           "ends_at": "2026-12-02T19:00:00Z",
         *           "duration_minutes": 60,
         *           "timezone": "America/Los_Angeles",
         *           "presenters": [
         *             {
         *               "id": 77,
         *               "first_name": "Grace",
         *               "last_name": "Okafor",
         *               "avatar": null,
         *               "user_type": "presenter",
         *               "degrees": [
         *                 "IBCLC"
         *               ],
         *               "organization": {
         *                 "id": 3,
         *                 "name": "Matrona Care Team"
         *               }
         *             }
         *           ],
         *           "platform": "video",
         *           "virtual": true,
         *           "video_url": null,
         *           "address": null,
         *           "capacity": 5,
         *           "spots_left": 2,
         *           "status": "upcoming",
         *           "price_credits": 1,
         *           "reservation": null
         *         }
         *       ]
         *     }
         * @example {
         *       "id": 12,
         *       "name": "Consulta de lactancia",
         *       "description": "Una videoconsulta de 45 minutos con una consultora de lactancia.",
         *       "duration_minutes": 45,
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team"
         *       },
         *       "virtual": true,
         *       "price_credits": 1,
         *       "gold_included": true,
         *       "sessions": [
         *         {
         *           "id": 501,
         *           "uuid": "9d3c1f0e-2b4a-4c6d-8e7f-1a2b3c4d5e6f",
         *           "product_id": 40,
         *           "title": "Lactancia: lo básico",
         *           "description": "Un grupo pequeño para practicar el agarre y las posiciones con una consultora de lactancia.",
         *           "starts_at": "2026-12-02T18:00:00Z",
         *           "ends_at": "2026-12-02T19:00:00Z",
         *           "duration_minutes": 60,
         *           "timezone": "America/Los_Angeles",
         *           "presenters": [
         *             {
         *               "id": 77,
         *               "first_name": "Grace",
         *               "last_name": "Okafor",
         *               "avatar": null,
         *               "user_type": "presenter",
         *               "degrees": [
         *                 "IBCLC"
         *               ],
         *               "organization": {
         *                 "id": 3,
         *                 "name": "Matrona Care Team"
         *               }
         *             }
         *           ],
         *           "platform": "video",
         *           "virtual": true,
         *           "video_url": null,
         *           "address": null,
         *           "capacity": 5,
         *           "spots_left": 2,
         *           "status": "upcoming",
         *           "price_credits": 1,
         *           "reservation": null
         *         }
         *       ]
         *     }
         */
        AppointmentType: {
            id: number;
            name: string;
            description: string;
            duration_minutes: number;
            organization: components["schemas"]["OrganizationRef"];
            virtual: boolean;
            price_credits: number;
            gold_included: boolean;
            /** @description Open times to book. */
            sessions: components["schemas"]["SupportSession"][];
        };
        /**
         * @description A kind of visit with one chosen time.
         * @example {
         *       "type": {
         *         "id": 12,
         *         "name": "Lactation consult",
         *         "description": "A 45-minute video visit with a lactation consultant.",
         *         "duration_minutes": 45,
         *         "organization": {
         *           "id": 3,
         *           "name": "Matrona Care Team"
         *         },
         *         "virtual": true,
         *         "price_credits": 1,
         *         "gold_included": true,
         *         "sessions": [
         *           {
         *             "id": 501,
         *             "uuid": "9d3c1f0e-2b4a-4c6d-8e7f-1a2b3c4d5e6f",
         *             "product_id": 40,
         *             "title": "Breastfeeding basics",
         *             "description": "A small group to practise latch and positions with a lactation consultant.",
         *             "starts_at": "2026-12-02T18:00:00Z",
         *             "ends_at": "2026-12-02T19:00:00Z",
         *             "duration_minutes": 60,
         *             "timezone": "America/Los_Angeles",
         *             "presenters": [
         *               {
         *                 "id": 77,
         *                 "first_name": "Grace",
         *                 "last_name": "Okafor",
         *                 "avatar": null,
         *                 "user_type": "presenter",
         *                 "degrees": [
         *                   "IBCLC"
         *                 ],
         *                 "organization": {
         *                   "id": 3,
         *                   "name": "Matrona Care Team"
         *                 }
         *               }
         *             ],
         *             "platform": "video",
         *             "virtual": true,
         *             "video_url": null,
         *             "address": null,
         *             "capacity": 5,
         *             "spots_left": 2,
         *             "status": "upcoming",
         *             "price_credits": 1,
         *             "reservation": null
         *           }
         *         ]
         *       },
         *       "session": {
         *         "id": 501,
         *         "uuid": "9d3c1f0e-2b4a-4c6d-8e7f-1a2b3c4d5e6f",
         *         "product_id": 40,
         *         "title": "Breastfeeding basics",
         *         "description": "A small group to practise latch and positions with a lactation consultant.",
         *         "starts_at": "2026-12-02T18:00:00Z",
         *         "ends_at": "2026-12-02T19:00:00Z",
         *         "duration_minutes": 60,
         *         "timezone": "America/Los_Angeles",
         *         "presenters": [
         *           {
         *             "id": 77,
         *             "first_name": "Grace",
         *             "last_name": "Okafor",
         *             "avatar": null,
         *             "user_type": "presenter",
         *             "degrees": [
         *               "IBCLC"
         *             ],
         *             "organization": {
         *               "id": 3,
         *               "name": "Matrona Care Team"
         *             }
         *           }
         *         ],
         *         "platform": "video",
         *         "virtual": true,
         *         "video_url": null,
         *         "address": null,
         *         "capacity": 5,
         *         "spots_left": 2,
         *         "status": "upcoming",
         *         "price_credits": 1,
         *         "reservation": null
         *       }
         *     }
         * @example {
         *       "type": {
         *         "id": 12,
         *         "name": "Consulta de lactancia",
         *         "description": "Una videoconsulta de 45 minutos con una consultora de lactancia.",
         *         "duration_minutes": 45,
         *         "organization": {
         *           "id": 3,
         *           "name": "Matrona Care Team"
         *         },
         *         "virtual": true,
         *         "price_credits": 1,
         *         "gold_included": true,
         *         "sessions": [
         *           {
         *             "id": 501,
         *             "uuid": "9d3c1f0e-2b4a-4c6d-8e7f-1a2b3c4d5e6f",
         *             "product_id": 40,
         *             "title": "Lactancia: lo básico",
         *             "description": "Un grupo pequeño para practicar el agarre y las posiciones con una consultora de lactancia.",
         *             "starts_at": "2026-12-02T18:00:00Z",
         *             "ends_at": "2026-12-02T19:00:00Z",
         *             "duration_minutes": 60,
         *             "timezone": "America/Los_Angeles",
         *             "presenters": [
         *               {
         *                 "id": 77,
         *                 "first_name": "Grace",
         *                 "last_name": "Okafor",
         *                 "avatar": null,
         *                 "user_type": "presenter",
         *                 "degrees": [
         *                   "IBCLC"
         *                 ],
         *                 "organization": {
         *                   "id": 3,
         *                   "name": "Matrona Care Team"
         *                 }
         *               }
         *             ],
         *             "platform": "video",
         *             "virtual": true,
         *             "video_url": null,
         *             "address": null,
         *             "capacity": 5,
         *             "spots_left": 2,
         *             "status": "upcoming",
         *             "price_credits": 1,
         *             "reservation": null
         *           }
         *         ]
         *       },
         *       "session": {
         *         "id": 501,
         *         "uuid": "9d3c1f0e-2b4a-4c6d-8e7f-1a2b3c4d5e6f",
         *         "product_id": 40,
         *         "title": "Lactancia: lo básico",
         *         "description": "Un grupo pequeño para practicar el agarre y las posiciones con una consultora de lactancia.",
         *         "starts_at": "2026-12-02T18:00:00Z",
         *         "ends_at": "2026-12-02T19:00:00Z",
         *         "duration_minutes": 60,
         *         "timezone": "America/Los_Angeles",
         *         "presenters": [
         *           {
         *             "id": 77,
         *             "first_name": "Grace",
         *             "last_name": "Okafor",
         *             "avatar": null,
         *             "user_type": "presenter",
         *             "degrees": [
         *               "IBCLC"
         *             ],
         *             "organization": {
         *               "id": 3,
         *               "name": "Matrona Care Team"
         *             }
         *           }
         *         ],
         *         "platform": "video",
         *         "virtual": true,
         *         "video_url": null,
         *         "address": null,
         *         "capacity": 5,
         *         "spots_left": 2,
         *         "status": "upcoming",
         *         "price_credits": 1,
         *         "reservation": null
         *       }
         *     }
         */
        AppointmentTypeWithSession: {
            type: components["schemas"]["AppointmentType"];
            session: components["schemas"]["SupportSession"];
        };
        /**
         * @description A finished visit's summary.
         * @example {
         *       "patient": "Ana Lopez",
         *       "visit_type": "Lactation consult",
         *       "date": "2026-11-04T17:30:00Z",
         *       "practitioner": "Grace Okafor, IBCLC",
         *       "notes": "Latch is better on the left. Try laid-back feeding and call us if nipples crack."
         *     }
         * @example {
         *       "patient": "María Hernández",
         *       "visit_type": "Consulta de lactancia",
         *       "date": "2026-11-04T17:30:00Z",
         *       "practitioner": "Lucía Ramos, IBCLC",
         *       "notes": "El agarre mejoró del lado izquierdo. Prueba la posición reclinada y llámanos si tienes grietas."
         *     }
         */
        VisitSummary: {
            /** @description Patient's name. */
            patient: string;
            visit_type: string;
            /** Format: date-time */
            date: string;
            practitioner: string;
            /** @description Designed beyond the spec: the summary the practitioner wrote after the visit, as written (the text the PDF carries), so the patient reads it on the visit's screen without downloading the PDF. */
            notes: string;
        };
        /**
         * @example {
         *       "token": "vst_5JbX1u",
         *       "expires_at": "2026-11-22T11:00:00Z",
         *       "summary": {
         *         "patient": "Ana Lopez",
         *         "visit_type": "Lactation consult",
         *         "date": "2026-11-04T17:30:00Z",
         *         "practitioner": "Grace Okafor, IBCLC",
         *         "notes": "Latch is better on the left. Try laid-back feeding and call us if nipples crack."
         *       }
         *     }
         */
        VisitSummaryToken: {
            /** @description Opens the summary page without the session. */
            token: string;
            /** Format: date-time */
            expires_at: string;
            summary: components["schemas"]["VisitSummary"];
        };
        /**
         * @description What an appointment request is about.
         * @example {
         *       "id": 1,
         *       "name": "Feeding"
         *     }
         * @example {
         *       "id": 1,
         *       "name": "Alimentación"
         *     }
         */
        AppointmentRequestCategory: {
            id: number;
            name: string;
        };
        /**
         * @description Asks organizations for an appointment; they gain access to the medical profile.
         * @example {
         *       "organization_ids": [
         *         3
         *       ],
         *       "category_id": 1,
         *       "message": "My baby is not latching well on the left side.",
         *       "preferred_times": "Weekday mornings"
         *     }
         * @example {
         *       "organization_ids": [
         *         3,
         *         12
         *       ],
         *       "category_id": 1,
         *       "message": "Mi bebé no se prende bien del lado izquierdo.",
         *       "preferred_times": "Mañanas entre semana"
         *     }
         */
        AppointmentRequest: {
            /** @description Recipient organizations. */
            organization_ids: number[];
            category_id: number;
            message: string;
            preferred_times?: string;
        };
        /**
         * @description One of the patient's requests to one organization, with its answer.
         * @example {
         *       "id": 7,
         *       "organization": {
         *         "id": 3,
         *         "name": "Latch Lab"
         *       },
         *       "category": "Feeding",
         *       "message": "My baby is not latching well on the left side.",
         *       "preferred_times": "Weekday mornings",
         *       "status": "declined",
         *       "decline_reason": "We do not offer home visits in your area; our nurse line can help by phone.",
         *       "created_at": "2026-11-20T09:00:00Z",
         *       "decided_at": "2026-11-20T11:30:00Z"
         *     }
         */
        MyAppointmentRequest: {
            id: number;
            organization: components["schemas"]["OrganizationRef"];
            /** @description In the patient's language. */
            category: string;
            message: string;
            preferred_times: string | null;
            /** @enum {string} */
            status: "pending" | "confirmed" | "declined";
            /** @description The care team's words when they declined and said why. */
            decline_reason: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            decided_at: string | null;
        };
        /**
         * @example {
         *       "id": 77,
         *       "status": "sent",
         *       "organizations": [
         *         {
         *           "id": 3,
         *           "name": "Matrona Care Team"
         *         }
         *       ],
         *       "created_at": "2026-11-22T09:00:00Z"
         *     }
         */
        AppointmentRequestReceipt: {
            id: number;
            /** @enum {string} */
            status: "sent";
            organizations: components["schemas"]["OrganizationRef"][];
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description An article category (parent or sub).
         * @example {
         *       "id": 6,
         *       "name": "Breastfeeding",
         *       "slug": "breastfeeding",
         *       "parent_id": null,
         *       "image": "https://cdn.matrona.example/c/breastfeeding.jpg"
         *     }
         * @example {
         *       "id": 6,
         *       "name": "Lactancia",
         *       "slug": "breastfeeding",
         *       "parent_id": null,
         *       "image": "https://cdn.matrona.example/c/breastfeeding.jpg"
         *     }
         */
        ArticleCategory: {
            id: number;
            name: string;
            slug: string;
            /** @description Parent category; null for a parent. */
            parent_id: number | null;
            /** Format: uri */
            image: string | null;
        };
        /**
         * @description An article in a list.
         * @example {
         *       "id": 210,
         *       "slug": "getting-a-good-latch",
         *       "title": "Getting a good latch",
         *       "summary": "Five signs your baby is latched well, and what to try when not.",
         *       "image": "https://cdn.matrona.example/a/latch.jpg",
         *       "language": "en",
         *       "reading_minutes": 4,
         *       "featured": true,
         *       "published_at": "2026-06-01T12:00:00Z",
         *       "categories_list": [
         *         {
         *           "id": 6,
         *           "name": "Breastfeeding",
         *           "slug": "breastfeeding",
         *           "parent_id": null,
         *           "image": "https://cdn.matrona.example/c/breastfeeding.jpg"
         *         }
         *       ]
         *     }
         * @example {
         *       "id": 211,
         *       "slug": "un-buen-agarre",
         *       "title": "Un buen agarre",
         *       "summary": "Cinco señales de que tu bebé se prendió bien, y qué probar si no.",
         *       "image": "https://cdn.matrona.example/a/latch.jpg",
         *       "language": "es",
         *       "reading_minutes": 4,
         *       "featured": true,
         *       "published_at": "2026-06-01T12:00:00Z",
         *       "categories_list": [
         *         {
         *           "id": 6,
         *           "name": "Lactancia",
         *           "slug": "breastfeeding",
         *           "parent_id": null,
         *           "image": "https://cdn.matrona.example/c/breastfeeding.jpg"
         *         }
         *       ]
         *     }
         */
        ArticleSummary: {
            id: number;
            slug: string;
            title: string;
            summary: string;
            /** Format: uri */
            image: string | null;
            language: components["schemas"]["Locale"];
            reading_minutes: number;
            featured: boolean;
            /** Format: date-time */
            published_at: string;
            categories_list: components["schemas"]["ArticleCategory"][];
        };
        /**
         * @description An article to read.
         * @example {
         *       "id": 210,
         *       "slug": "getting-a-good-latch",
         *       "title": "Getting a good latch",
         *       "summary": "Five signs your baby is latched well, and what to try when not.",
         *       "image": "https://cdn.matrona.example/a/latch.jpg",
         *       "language": "en",
         *       "reading_minutes": 4,
         *       "featured": true,
         *       "published_at": "2026-06-01T12:00:00Z",
         *       "categories_list": [
         *         {
         *           "id": 6,
         *           "name": "Breastfeeding",
         *           "slug": "breastfeeding",
         *           "parent_id": null,
         *           "image": "https://cdn.matrona.example/c/breastfeeding.jpg"
         *         }
         *       ],
         *       "body_html": "<p>A deep latch feels like a tug, not a pinch.</p>",
         *       "author": "Grace Okafor, IBCLC",
         *       "image_alt": "A baby feeding at the breast.",
         *       "sources": [
         *         {
         *           "name": "CDC",
         *           "title": "Breastfeeding",
         *           "url": "https://www.cdc.gov/breastfeeding/"
         *         }
         *       ],
         *       "reviewed_on": "2026-05-20"
         *     }
         * @example {
         *       "id": 211,
         *       "slug": "un-buen-agarre",
         *       "title": "Un buen agarre",
         *       "summary": "Cinco señales de que tu bebé se prendió bien, y qué probar si no.",
         *       "image": "https://cdn.matrona.example/a/latch.jpg",
         *       "language": "es",
         *       "reading_minutes": 4,
         *       "featured": true,
         *       "published_at": "2026-06-01T12:00:00Z",
         *       "categories_list": [
         *         {
         *           "id": 6,
         *           "name": "Lactancia",
         *           "slug": "breastfeeding",
         *           "parent_id": null,
         *           "image": "https://cdn.matrona.example/c/breastfeeding.jpg"
         *         }
         *       ],
         *       "body_html": "<p>Un agarre profundo se siente como un jalón, no como un pellizco.</p>",
         *       "author": "Lucía Ramos, IBCLC",
         *       "image_alt": "Un bebé que mama del pecho.",
         *       "sources": [
         *         {
         *           "name": "CDC",
         *           "title": "Breastfeeding",
         *           "url": "https://www.cdc.gov/breastfeeding/"
         *         }
         *       ],
         *       "reviewed_on": "2026-05-20"
         *     }
         */
        Article: components["schemas"]["ArticleSummary"] & {
            /** @description Sanitized HTML. */
            body_html: string;
            author: string | null;
            /** @description The illustration's text alternative, in the article's language. */
            image_alt: string;
            /** @description Where the article's facts come from. */
            sources: {
                /** @description The publisher. */
                name: string;
                title: string;
                /** Format: uri */
                url: string;
            }[];
            /**
             * Format: date
             * @description The day a clinician last reviewed the article.
             */
            reviewed_on: string;
        };
        /**
         * @description A page of articles.
         * @example {
         *       "data": [
         *         {
         *           "id": 210,
         *           "slug": "getting-a-good-latch",
         *           "title": "Getting a good latch",
         *           "summary": "Five signs your baby is latched well, and what to try when not.",
         *           "image": "https://cdn.matrona.example/a/latch.jpg",
         *           "language": "en",
         *           "reading_minutes": 4,
         *           "featured": true,
         *           "published_at": "2026-06-01T12:00:00Z",
         *           "categories_list": [
         *             {
         *               "id": 6,
         *               "name": "Breastfeeding",
         *               "slug": "breastfeeding",
         *               "parent_id": null,
         *               "image": "https://cdn.matrona.example/c/breastfeeding.jpg"
         *             }
         *           ]
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         * @example {
         *       "data": [
         *         {
         *           "id": 211,
         *           "slug": "un-buen-agarre",
         *           "title": "Un buen agarre",
         *           "summary": "Cinco señales de que tu bebé se prendió bien, y qué probar si no.",
         *           "image": "https://cdn.matrona.example/a/latch.jpg",
         *           "language": "es",
         *           "reading_minutes": 4,
         *           "featured": true,
         *           "published_at": "2026-06-01T12:00:00Z",
         *           "categories_list": [
         *             {
         *               "id": 6,
         *               "name": "Lactancia",
         *               "slug": "breastfeeding",
         *               "parent_id": null,
         *               "image": "https://cdn.matrona.example/c/breastfeeding.jpg"
         *             }
         *           ]
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         */
        ArticlePage: {
            data: components["schemas"]["ArticleSummary"][];
            /** @description This page's number, from 1. */
            page: number;
            /** @description Another page follows. */
            has_more: boolean;
        };
        /**
         * @description Matrona in the news.
         * @example {
         *       "id": 8,
         *       "title": "Matrona expands postpartum care to Texas",
         *       "outlet": "Health Daily",
         *       "url": "https://news.example/matrona-texas",
         *       "image": null,
         *       "published_at": "2026-09-10T00:00:00Z"
         *     }
         * @example {
         *       "id": 8,
         *       "title": "Matrona amplía su atención posparto a Texas",
         *       "outlet": "Salud Hoy",
         *       "url": "https://news.example/matrona-texas",
         *       "image": null,
         *       "published_at": "2026-09-10T00:00:00Z"
         *     }
         */
        NewsItem: {
            id: number;
            title: string;
            outlet: string;
            /** Format: uri */
            url: string;
            /** Format: uri */
            image: string | null;
            /** Format: date-time */
            published_at: string;
        };
        /**
         * @description A page of news items.
         * @example {
         *       "data": [
         *         {
         *           "id": 8,
         *           "title": "Matrona expands postpartum care to Texas",
         *           "outlet": "Health Daily",
         *           "url": "https://news.example/matrona-texas",
         *           "image": null,
         *           "published_at": "2026-09-10T00:00:00Z"
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         * @example {
         *       "data": [
         *         {
         *           "id": 8,
         *           "title": "Matrona amplía su atención posparto a Texas",
         *           "outlet": "Salud Hoy",
         *           "url": "https://news.example/matrona-texas",
         *           "image": null,
         *           "published_at": "2026-09-10T00:00:00Z"
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         */
        NewsItemPage: {
            data: components["schemas"]["NewsItem"][];
            /** @description This page's number, from 1. */
            page: number;
            /** @description Another page follows. */
            has_more: boolean;
        };
        /**
         * @description An announcement to patients.
         * @example {
         *       "id": 3,
         *       "title": "Nurse calls are now open on weekends",
         *       "body": "Call a registered nurse any day of the week.",
         *       "image": null,
         *       "link": null,
         *       "published_at": "2026-10-01T00:00:00Z"
         *     }
         * @example {
         *       "id": 3,
         *       "title": "Las llamadas con enfermeras ahora también en fin de semana",
         *       "body": "Llama a una enfermera titulada cualquier día de la semana.",
         *       "image": null,
         *       "link": null,
         *       "published_at": "2026-10-01T00:00:00Z"
         *     }
         */
        PressAnnouncement: {
            id: number;
            title: string;
            body: string;
            /** Format: uri */
            image: string | null;
            /** Format: uri */
            link: string | null;
            /** Format: date-time */
            published_at: string;
        };
        /**
         * @example support_session
         * @enum {string}
         */
        CareItemType: "article" | "questionnaire" | "appointment" | "support_session" | "video" | "task" | "monitor" | "milestone";
        /**
         * @description An assignment or care item of the care plan.
         * @example {
         *       "id": 8812,
         *       "uuid": "7c6b5a49-3827-4165-9f0e-d1c2b3a4f5e6",
         *       "type": "support_session",
         *       "title": "Breastfeeding basics",
         *       "description": "Small group with a lactation consultant.",
         *       "date": "2026-12-02",
         *       "completed": false,
         *       "completed_at": null,
         *       "animated": false,
         *       "archived": false,
         *       "milestone": false,
         *       "status": "upcoming",
         *       "appointment": null,
         *       "reading": null,
         *       "location": {
         *         "type": "virtual",
         *         "video_session_uuid": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
         *         "video_url": null,
         *         "address": null
         *       }
         *     }
         * @example {
         *       "id": 8812,
         *       "uuid": "7c6b5a49-3827-4165-9f0e-d1c2b3a4f5e6",
         *       "type": "support_session",
         *       "title": "Lactancia: lo básico",
         *       "description": "Grupo pequeño con una consultora de lactancia.",
         *       "date": "2026-12-02",
         *       "completed": false,
         *       "completed_at": null,
         *       "animated": false,
         *       "archived": false,
         *       "milestone": false,
         *       "status": "upcoming",
         *       "appointment": null,
         *       "reading": null,
         *       "location": {
         *         "type": "virtual",
         *         "video_session_uuid": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
         *         "video_url": null,
         *         "address": null
         *       }
         *     }
         * @example {
         *       "id": 8813,
         *       "uuid": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
         *       "type": "article",
         *       "title": "Read: Getting a good latch",
         *       "description": null,
         *       "date": "2026-12-02",
         *       "completed": false,
         *       "completed_at": null,
         *       "animated": false,
         *       "archived": false,
         *       "milestone": false,
         *       "status": null,
         *       "reading": {
         *         "id": 210,
         *         "slug": "getting-a-good-latch",
         *         "title": "Getting a good latch",
         *         "summary": "Five signs your baby is latched well, and what to try when not.",
         *         "image": "https://cdn.matrona.example/a/latch.jpg",
         *         "language": "en",
         *         "reading_minutes": 4,
         *         "featured": true,
         *         "published_at": "2026-06-01T12:00:00Z",
         *         "categories_list": [
         *           {
         *             "id": 6,
         *             "name": "Breastfeeding",
         *             "slug": "breastfeeding",
         *             "parent_id": null,
         *             "image": "https://cdn.matrona.example/c/breastfeeding.jpg"
         *           }
         *         ]
         *       },
         *       "location": null,
         *       "appointment": null
         *     }
         */
        CarePlanItem: {
            id: number;
            /** Format: uuid */
            uuid: string;
            type: components["schemas"]["CareItemType"];
            title: string;
            description: string | null;
            /**
             * Format: date
             * @description The day it is planned for.
             */
            date: string;
            completed: boolean;
            /** Format: date-time */
            completed_at: string | null;
            /** @description Play the completion animation once. */
            animated: boolean;
            archived: boolean;
            milestone: boolean;
            status: components["schemas"]["SessionState"] | null;
            reading: components["schemas"]["ArticleSummary"] | null;
            location: components["schemas"]["CareLocation"] | null;
            /** @description The booking behind an item of type appointment, to open it (/appointment/{uuid}); null for other items and for an appointment item with no booking of the patient's. */
            appointment: components["schemas"]["AppointmentRef"] | null;
        };
        /**
         * @description Items planned for one day.
         * @example {
         *       "date": "2026-12-02",
         *       "items": [
         *         {
         *           "id": 8812,
         *           "uuid": "7c6b5a49-3827-4165-9f0e-d1c2b3a4f5e6",
         *           "type": "support_session",
         *           "title": "Breastfeeding basics",
         *           "description": "Small group with a lactation consultant.",
         *           "date": "2026-12-02",
         *           "completed": false,
         *           "completed_at": null,
         *           "animated": false,
         *           "archived": false,
         *           "milestone": false,
         *           "status": "upcoming",
         *           "appointment": null,
         *           "reading": null,
         *           "location": {
         *             "type": "virtual",
         *             "video_session_uuid": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
         *             "video_url": null,
         *             "address": null
         *           }
         *         }
         *       ]
         *     }
         * @example {
         *       "date": "2026-12-02",
         *       "items": [
         *         {
         *           "id": 8812,
         *           "uuid": "7c6b5a49-3827-4165-9f0e-d1c2b3a4f5e6",
         *           "type": "support_session",
         *           "title": "Lactancia: lo básico",
         *           "description": "Grupo pequeño con una consultora de lactancia.",
         *           "date": "2026-12-02",
         *           "completed": false,
         *           "completed_at": null,
         *           "animated": false,
         *           "archived": false,
         *           "milestone": false,
         *           "status": "upcoming",
         *           "appointment": null,
         *           "reading": null,
         *           "location": {
         *             "type": "virtual",
         *             "video_session_uuid": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
         *             "video_url": null,
         *             "address": null
         *           }
         *         }
         *       ]
         *     }
         */
        CarePlanDay: {
            /** Format: date */
            date: string;
            items: components["schemas"]["CarePlanItem"][];
        };
        /**
         * @description A page of days of the care plan.
         * @example {
         *       "data": [
         *         {
         *           "date": "2026-12-02",
         *           "items": [
         *             {
         *               "id": 8812,
         *               "uuid": "7c6b5a49-3827-4165-9f0e-d1c2b3a4f5e6",
         *               "type": "support_session",
         *               "title": "Breastfeeding basics",
         *               "description": "Small group with a lactation consultant.",
         *               "date": "2026-12-02",
         *               "completed": false,
         *               "completed_at": null,
         *               "animated": false,
         *               "archived": false,
         *               "milestone": false,
         *               "status": "upcoming",
         *               "appointment": null,
         *               "reading": null,
         *               "location": {
         *                 "type": "virtual",
         *                 "video_session_uuid": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
         *                 "video_url": null,
         *                 "address": null
         *               }
         *             }
         *           ]
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         * @example {
         *       "data": [
         *         {
         *           "date": "2026-12-02",
         *           "items": [
         *             {
         *               "id": 8812,
         *               "uuid": "7c6b5a49-3827-4165-9f0e-d1c2b3a4f5e6",
         *               "type": "support_session",
         *               "title": "Lactancia: lo básico",
         *               "description": "Grupo pequeño con una consultora de lactancia.",
         *               "date": "2026-12-02",
         *               "completed": false,
         *               "completed_at": null,
         *               "animated": false,
         *               "archived": false,
         *               "milestone": false,
         *               "status": "upcoming",
         *               "appointment": null,
         *               "reading": null,
         *               "location": {
         *                 "type": "virtual",
         *                 "video_session_uuid": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
         *                 "video_url": null,
         *                 "address": null
         *               }
         *             }
         *           ]
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         */
        CarePlanPage: {
            data: components["schemas"]["CarePlanDay"][];
            /** @description This page's number, from 1. */
            page: number;
            /** @description Another page follows. */
            has_more: boolean;
        };
        /**
         * @example {
         *       "id": 5,
         *       "title": "First week home",
         *       "completed": true,
         *       "completed_at": "2026-11-20T08:00:00Z"
         *     }
         * @example {
         *       "id": 5,
         *       "title": "Primera semana en casa",
         *       "completed": false,
         *       "completed_at": null
         *     }
         */
        Milestone: {
            id: number;
            title: string;
            completed: boolean;
            /** Format: date-time */
            completed_at: string | null;
        };
        /**
         * @description The filters the patient selected (values of CareFilters).
         * @example {
         *       "locations": [
         *         "virtual"
         *       ],
         *       "types": [
         *         "group"
         *       ],
         *       "categories": [
         *         "breastfeeding"
         *       ]
         *     }
         * @example {}
         */
        CareFilterSelection: {
            locations?: string[];
            types?: string[];
            categories?: string[];
        };
        /**
         * @description The filters of the care page.
         * @example {
         *       "locations": [
         *         {
         *           "value": "virtual",
         *           "label": "Virtual"
         *         }
         *       ],
         *       "types": [
         *         {
         *           "value": "group",
         *           "label": "Groups"
         *         }
         *       ],
         *       "categories": [
         *         {
         *           "value": "breastfeeding",
         *           "label": "Breastfeeding"
         *         }
         *       ]
         *     }
         * @example {
         *       "locations": [
         *         {
         *           "value": "virtual",
         *           "label": "Virtual"
         *         }
         *       ],
         *       "types": [
         *         {
         *           "value": "group",
         *           "label": "Grupos"
         *         }
         *       ],
         *       "categories": [
         *         {
         *           "value": "breastfeeding",
         *           "label": "Lactancia"
         *         }
         *       ]
         *     }
         */
        CareFilters: {
            locations: components["schemas"]["FilterOption"][];
            types: components["schemas"]["FilterOption"][];
            categories: components["schemas"]["FilterOption"][];
        };
        /**
         * @example nursing
         * @enum {string}
         */
        ProgramId: "nursing" | "infant_feeding" | "doula_care" | "mental_health" | "nutrition" | "care_coordination";
        /**
         * @description A care program.
         * @example {
         *       "id": "nursing",
         *       "title": "Nursing",
         *       "description": "Feeding support from pregnancy to weaning.",
         *       "route": "/care/nursing",
         *       "background": {
         *         "color": "#F6E7DA",
         *         "image": "https://cdn.matrona.example/p/nursing.png",
         *         "position": "right bottom",
         *         "size": "contain"
         *       }
         *     }
         * @example {
         *       "id": "nursing",
         *       "title": "Lactancia",
         *       "description": "Apoyo para alimentar a tu bebé, del embarazo al destete.",
         *       "route": "/care/nursing",
         *       "background": {
         *         "color": "#F6E7DA",
         *         "image": "https://cdn.matrona.example/p/nursing.png",
         *         "position": "right bottom",
         *         "size": "contain"
         *       }
         *     }
         */
        Program: {
            id: components["schemas"]["ProgramId"];
            title: string;
            description: string;
            /** @description The app route of the program. */
            route: string;
            background: {
                color: string;
                /** Format: uri */
                image: string | null;
                position: string;
                size: string;
            };
        };
        /**
         * @description The care page: programs and what comes next.
         * @example {
         *       "programs": [
         *         {
         *           "id": "nursing",
         *           "title": "Nursing",
         *           "description": "Feeding support from pregnancy to weaning.",
         *           "route": "/care/nursing",
         *           "background": {
         *             "color": "#F6E7DA",
         *             "image": "https://cdn.matrona.example/p/nursing.png",
         *             "position": "right bottom",
         *             "size": "contain"
         *           }
         *         }
         *       ],
         *       "upcoming": [
         *         {
         *           "id": 8812,
         *           "uuid": "7c6b5a49-3827-4165-9f0e-d1c2b3a4f5e6",
         *           "type": "support_session",
         *           "title": "Breastfeeding basics",
         *           "description": "Small group with a lactation consultant.",
         *           "date": "2026-12-02",
         *           "completed": false,
         *           "completed_at": null,
         *           "animated": false,
         *           "archived": false,
         *           "milestone": false,
         *           "status": "upcoming",
         *           "appointment": null,
         *           "reading": null,
         *           "location": {
         *             "type": "virtual",
         *             "video_session_uuid": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
         *             "video_url": null,
         *             "address": null
         *           }
         *         }
         *       ]
         *     }
         * @example {
         *       "programs": [
         *         {
         *           "id": "nursing",
         *           "title": "Lactancia",
         *           "description": "Apoyo para alimentar a tu bebé, del embarazo al destete.",
         *           "route": "/care/nursing",
         *           "background": {
         *             "color": "#F6E7DA",
         *             "image": "https://cdn.matrona.example/p/nursing.png",
         *             "position": "right bottom",
         *             "size": "contain"
         *           }
         *         }
         *       ],
         *       "upcoming": [
         *         {
         *           "id": 8812,
         *           "uuid": "7c6b5a49-3827-4165-9f0e-d1c2b3a4f5e6",
         *           "type": "support_session",
         *           "title": "Lactancia: lo básico",
         *           "description": "Grupo pequeño con una consultora de lactancia.",
         *           "date": "2026-12-02",
         *           "completed": false,
         *           "completed_at": null,
         *           "animated": false,
         *           "archived": false,
         *           "milestone": false,
         *           "status": "upcoming",
         *           "appointment": null,
         *           "reading": null,
         *           "location": {
         *             "type": "virtual",
         *             "video_session_uuid": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
         *             "video_url": null,
         *             "address": null
         *           }
         *         }
         *       ]
         *     }
         */
        CareOverview: {
            programs: components["schemas"]["Program"][];
            upcoming: components["schemas"]["CarePlanItem"][];
        };
        /**
         * @description A past contact with the care team.
         * @example {
         *       "id": 61,
         *       "type": "visit",
         *       "title": "Lactation consult",
         *       "occurred_at": "2026-11-04T17:30:00Z",
         *       "practitioner": {
         *         "id": 77,
         *         "first_name": "Grace",
         *         "last_name": "Okafor",
         *         "avatar": null,
         *         "degrees": [
         *           "IBCLC",
         *           "RN"
         *         ],
         *         "specialties": [
         *           "Lactation"
         *         ],
         *         "languages": [
         *           "English"
         *         ],
         *         "bio": "Lactation consultant for 12 years, mother of two.",
         *         "organization": {
         *           "id": 3,
         *           "name": "Matrona Care Team"
         *         }
         *       },
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team"
         *       },
         *       "summary": "Worked on a deeper latch; follow up in a week."
         *     }
         * @example {
         *       "id": 61,
         *       "type": "visit",
         *       "title": "Consulta de lactancia",
         *       "occurred_at": "2026-11-04T17:30:00Z",
         *       "practitioner": {
         *         "id": 77,
         *         "first_name": "Lucía",
         *         "last_name": "Ramos",
         *         "avatar": null,
         *         "degrees": [
         *           "IBCLC",
         *           "RN"
         *         ],
         *         "specialties": [
         *           "Lactancia"
         *         ],
         *         "languages": [
         *           "Español",
         *           "Inglés"
         *         ],
         *         "bio": "Consultora de lactancia desde hace 12 años, madre de dos.",
         *         "organization": {
         *           "id": 3,
         *           "name": "Matrona Care Team"
         *         }
         *       },
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team"
         *       },
         *       "summary": "Trabajamos un agarre más profundo; seguimiento en una semana."
         *     }
         */
        Interaction: {
            id: number;
            /** @enum {string} */
            type: "visit" | "call" | "message" | "session" | "referral";
            title: string;
            /** Format: date-time */
            occurred_at: string;
            practitioner: components["schemas"]["Practitioner"] | null;
            organization: components["schemas"]["OrganizationRef"] | null;
            summary: string | null;
        };
        /**
         * @example Human Milk
         * @enum {string}
         */
        FeedingMethod: "Human Milk" | "Expressed Milk" | "Formula" | "Donor Milk";
        /**
         * @description How the child joined the family.
         * @example Natural
         * @enum {string}
         */
        ChildConception: "Natural" | "Adoption" | "Surrogacy";
        /**
         * @example IVF
         * @enum {string}
         */
        PregnancyConception: "Natural" | "IVF" | "IUI";
        /**
         * @example Hospital
         * @enum {string}
         */
        BirthPlace: "Hospital" | "Birth Center" | "Home" | "Not Sure";
        /**
         * @description Vaginal, cesarean, complicated vaginal, VBAC or repeat C-section.
         * @example vaginal
         * @enum {string}
         */
        DeliveryType: "vaginal" | "cesarean" | "complicated_vaginal" | "vbac" | "repeat_cesarean";
        /**
         * @example unscheduled
         * @enum {string}
         */
        CesareanKind: "scheduled" | "unscheduled" | "emergency";
        /**
         * @example vacuum
         * @enum {string}
         */
        ComplicatedVaginalKind: "vacuum" | "forceps";
        /**
         * @example female
         * @enum {string}
         */
        SexAssignedAtBirth: "female" | "male" | "intersex" | "unknown";
        /**
         * @description A named provider and how to reach them.
         * @example {
         *       "name": "Dr. Rosa Vega",
         *       "organization": "Eastside Pediatrics",
         *       "phone": "3105550199"
         *     }
         */
        CareProvider: {
            name: string;
            organization: string | null;
            phone: components["schemas"]["Phone"] | null;
        };
        /**
         * @example {
         *       "lb": 7,
         *       "oz": 4
         *     }
         */
        BirthWeight: {
            lb: number;
            oz: number;
        };
        /**
         * @description A baby or child of the patient.
         * @example {
         *       "id": 301,
         *       "first_name": "Sofia",
         *       "last_name": "Lopez",
         *       "sex": "female",
         *       "due_date": "2026-05-03",
         *       "date_of_birth": "2026-04-28",
         *       "birth_weight": {
         *         "lb": 7,
         *         "oz": 4
         *       },
         *       "born_at": "Hospital",
         *       "feeding_method": "Human Milk",
         *       "conception": "Natural",
         *       "complications": [
         *         "Jaundice"
         *       ],
         *       "pump_type": "Double electric",
         *       "pediatrician": {
         *         "name": "Dr. Rosa Vega",
         *         "organization": "Eastside Pediatrics",
         *         "phone": "3105550199"
         *       },
         *       "delivery_method": "vaginal",
         *       "delivery_location": "St. Mary Medical Center",
         *       "pregnancy_id": 88
         *     }
         * @example {
         *       "id": 302,
         *       "first_name": "Mateo",
         *       "last_name": "Hernández",
         *       "sex": "male",
         *       "due_date": "2026-05-03",
         *       "date_of_birth": "2026-04-28",
         *       "birth_weight": {
         *         "lb": 7,
         *         "oz": 4
         *       },
         *       "born_at": "Birth Center",
         *       "feeding_method": "Formula",
         *       "conception": "Natural",
         *       "complications": [
         *         "Ictericia"
         *       ],
         *       "pump_type": "Eléctrico doble",
         *       "pediatrician": {
         *         "name": "Dr. Rosa Vega",
         *         "organization": "Eastside Pediatrics",
         *         "phone": "3105550199"
         *       },
         *       "delivery_method": "vaginal",
         *       "delivery_location": "St. Mary Medical Center",
         *       "pregnancy_id": null
         *     }
         */
        Child: {
            id: number;
            /** @description Letters, numbers and spaces. */
            first_name: string;
            last_name: string | null;
            sex: components["schemas"]["SexAssignedAtBirth"] | null;
            /** Format: date */
            due_date: string | null;
            /** Format: date */
            date_of_birth: string | null;
            birth_weight: components["schemas"]["BirthWeight"] | null;
            born_at: components["schemas"]["BirthPlace"] | null;
            feeding_method: components["schemas"]["FeedingMethod"] | null;
            conception: components["schemas"]["ChildConception"] | null;
            complications: string[];
            pump_type: string | null;
            pediatrician: components["schemas"]["CareProvider"] | null;
            delivery_method: components["schemas"]["DeliveryType"] | null;
            delivery_location: string | null;
            /** @description The pregnancy this child is linked to. */
            pregnancy_id: number | null;
        };
        /**
         * @description A child to add or change.
         * @example {
         *       "first_name": "Sofia",
         *       "last_name": "Lopez",
         *       "sex": "female",
         *       "due_date": "2026-05-03",
         *       "date_of_birth": "2026-04-28",
         *       "birth_weight": {
         *         "lb": 7,
         *         "oz": 4
         *       },
         *       "born_at": "Hospital",
         *       "feeding_method": "Human Milk",
         *       "conception": "Natural",
         *       "complications": [
         *         "Jaundice"
         *       ],
         *       "pump_type": "Double electric",
         *       "pediatrician": {
         *         "name": "Dr. Rosa Vega",
         *         "organization": "Eastside Pediatrics",
         *         "phone": "3105550199"
         *       },
         *       "delivery_method": "vaginal",
         *       "delivery_location": "St. Mary Medical Center"
         *     }
         * @example {
         *       "first_name": "Mateo",
         *       "sex": "male",
         *       "feeding_method": "Formula"
         *     }
         */
        ChildInput: {
            /** @description Letters, numbers and spaces (validation.lettersNumbersSpaces); unique among the patient's children (validation.duplicateBabyName). */
            first_name: string;
            last_name?: string | null;
            sex?: components["schemas"]["SexAssignedAtBirth"] | null;
            /** Format: date */
            due_date?: string | null;
            /** Format: date */
            date_of_birth?: string | null;
            birth_weight?: components["schemas"]["BirthWeight"] | null;
            born_at?: components["schemas"]["BirthPlace"] | null;
            feeding_method?: components["schemas"]["FeedingMethod"] | null;
            conception?: components["schemas"]["ChildConception"] | null;
            complications?: string[];
            pump_type?: string | null;
            pediatrician?: components["schemas"]["CareProvider"] | null;
            delivery_method?: components["schemas"]["DeliveryType"] | null;
            delivery_location?: string | null;
        };
        /**
         * @description How old the child is.
         * @example {
         *       "age_days": 208,
         *       "weeks": 29,
         *       "months": 6,
         *       "stage": "infant",
         *       "label": "6 months old"
         *     }
         * @example {
         *       "age_days": 208,
         *       "weeks": 29,
         *       "months": 6,
         *       "stage": "infant",
         *       "label": "6 meses"
         *     }
         */
        ChildStage: {
            age_days: number;
            weeks: number;
            months: number;
            /** @enum {string} */
            stage: "newborn" | "infant" | "toddler";
            /** @description Readable age. */
            label: string;
        };
        /**
         * @description How far along a pregnancy is.
         * @example {
         *       "week": 24,
         *       "day": 3,
         *       "trimester": 2,
         *       "days_left": 108,
         *       "due_date": "2027-01-20",
         *       "label": "24 weeks, 3 days",
         *       "near_term": false
         *     }
         * @example {
         *       "week": 24,
         *       "day": 3,
         *       "trimester": 2,
         *       "days_left": 108,
         *       "due_date": "2027-01-20",
         *       "label": "24 semanas y 3 días",
         *       "near_term": false
         *     }
         */
        PregnancyStage: {
            week: number;
            day: number;
            /** @enum {integer} */
            trimester: 1 | 2 | 3;
            days_left: number;
            /** Format: date */
            due_date: string;
            label: string;
            /** @description Prompt to update the profile and report a birth. */
            near_term: boolean;
        };
        /**
         * @description A questionnaire that goes with a record.
         * @example {
         *       "questionnaire_id": 14,
         *       "questionnaire_user_id": 2204,
         *       "completed": false
         *     }
         */
        QuestionnaireLink: {
            questionnaire_id: number;
            /** @description The patient's answers, when started. */
            questionnaire_user_id: number | null;
            completed: boolean;
        };
        /**
         * @example {
         *       "wishes": "Skin to skin right after birth.",
         *       "support_people": [
         *         "Luis"
         *       ]
         *     }
         * @example {
         *       "wishes": "Contacto piel con piel al nacer.",
         *       "support_people": [
         *         "Luis"
         *       ]
         *     }
         */
        BirthPlan: {
            wishes: string;
            support_people: string[];
        };
        /**
         * @example miscarriage
         * @enum {string}
         */
        PregnancyLossType: "miscarriage" | "stillbirth" | "ectopic" | "termination" | "other";
        /**
         * @description A loss; the pregnancies-experienced count goes down by 1.
         * @example {
         *       "date": "2026-08-14",
         *       "type": "miscarriage",
         *       "notes": null
         *     }
         */
        PregnancyLossReport: {
            /** Format: date */
            date: string;
            type: components["schemas"]["PregnancyLossType"];
            notes?: string | null;
        };
        /**
         * @description A pregnancy profile.
         * @example {
         *       "id": 88,
         *       "due_date": "2026-05-03",
         *       "last_menstrual_period": "2025-07-27",
         *       "conception_method": "Natural",
         *       "first_pregnancy": true,
         *       "pregnancies_count": 1,
         *       "live_births": 0,
         *       "miscarriages": 0,
         *       "complications": [
         *         "Gestational diabetes"
         *       ],
         *       "feeding_plans": [
         *         "Human Milk"
         *       ],
         *       "intended_birth_place": "Hospital",
         *       "birth_place_name": "St. Mary Medical Center",
         *       "delivery_type": "cesarean",
         *       "cesarean_kind": "unscheduled",
         *       "complicated_vaginal_kind": null,
         *       "blood_transfusion_units": 0,
         *       "birth_plan": {
         *         "wishes": "Skin to skin right after birth.",
         *         "support_people": [
         *           "Luis"
         *         ]
         *       },
         *       "loss_report": null,
         *       "child_id": 301,
         *       "child_link_reason": null,
         *       "active": false
         *     }
         * @example {
         *       "id": 91,
         *       "due_date": "2027-01-20",
         *       "last_menstrual_period": "2026-04-15",
         *       "conception_method": "Natural",
         *       "first_pregnancy": false,
         *       "pregnancies_count": 2,
         *       "live_births": 1,
         *       "miscarriages": 0,
         *       "complications": [
         *         "Diabetes gestacional"
         *       ],
         *       "feeding_plans": [
         *         "Human Milk"
         *       ],
         *       "intended_birth_place": "Birth Center",
         *       "birth_place_name": "Casa de Partos del Valle",
         *       "delivery_type": null,
         *       "cesarean_kind": null,
         *       "complicated_vaginal_kind": null,
         *       "blood_transfusion_units": 0,
         *       "birth_plan": {
         *         "wishes": "Contacto piel con piel al nacer.",
         *         "support_people": [
         *           "Luis"
         *         ]
         *       },
         *       "loss_report": null,
         *       "child_id": null,
         *       "child_link_reason": null,
         *       "active": true
         *     }
         */
        Pregnancy: {
            id: number;
            /** Format: date */
            due_date: string | null;
            /** Format: date */
            last_menstrual_period: string | null;
            conception_method: components["schemas"]["PregnancyConception"] | null;
            first_pregnancy: boolean | null;
            pregnancies_count: number | null;
            live_births: number | null;
            miscarriages: number | null;
            complications: string[];
            feeding_plans: components["schemas"]["FeedingMethod"][];
            intended_birth_place: components["schemas"]["BirthPlace"] | null;
            birth_place_name: string | null;
            delivery_type: components["schemas"]["DeliveryType"] | null;
            cesarean_kind: components["schemas"]["CesareanKind"] | null;
            complicated_vaginal_kind: components["schemas"]["ComplicatedVaginalKind"] | null;
            blood_transfusion_units: number | null;
            birth_plan: components["schemas"]["BirthPlan"] | null;
            loss_report: components["schemas"]["PregnancyLossReport"] | null;
            child_id: number | null;
            child_link_reason: string | null;
            /** @description The current pregnancy. */
            active: boolean;
        };
        /**
         * @description A pregnancy to add or change; fields left out stay as they are.
         * @example {
         *       "due_date": "2026-05-03",
         *       "last_menstrual_period": "2025-07-27",
         *       "conception_method": "Natural",
         *       "first_pregnancy": true,
         *       "pregnancies_count": 1,
         *       "live_births": 0,
         *       "miscarriages": 0,
         *       "complications": [
         *         "Gestational diabetes"
         *       ],
         *       "feeding_plans": [
         *         "Human Milk"
         *       ],
         *       "intended_birth_place": "Hospital",
         *       "birth_place_name": "St. Mary Medical Center",
         *       "delivery_type": "cesarean",
         *       "cesarean_kind": "unscheduled",
         *       "complicated_vaginal_kind": null,
         *       "blood_transfusion_units": 0
         *     }
         * @example {
         *       "due_date": "2027-01-20",
         *       "intended_birth_place": "Birth Center"
         *     }
         */
        PregnancyInput: {
            /** Format: date */
            due_date?: string | null;
            /** Format: date */
            last_menstrual_period?: string | null;
            conception_method?: components["schemas"]["PregnancyConception"] | null;
            first_pregnancy?: boolean | null;
            pregnancies_count?: number | null;
            live_births?: number | null;
            miscarriages?: number | null;
            complications?: string[];
            feeding_plans?: components["schemas"]["FeedingMethod"][];
            intended_birth_place?: components["schemas"]["BirthPlace"] | null;
            birth_place_name?: string | null;
            delivery_type?: components["schemas"]["DeliveryType"] | null;
            cesarean_kind?: components["schemas"]["CesareanKind"] | null;
            complicated_vaginal_kind?: components["schemas"]["ComplicatedVaginalKind"] | null;
            blood_transfusion_units?: number | null;
        };
        /**
         * @example {
         *       "reason": "Born from this pregnancy"
         *     }
         * @example {
         *       "reason": "Nació de este embarazo"
         *     }
         */
        PregnancyChildLink: {
            /** @description Why they are linked. */
            reason: string;
        };
        /**
         * @example {
         *       "pregnancy_id": 88,
         *       "child_id": 301
         *     }
         */
        PregnancyUnlink: {
            pregnancy_id: number;
            child_id: number;
        };
        /**
         * @description One answer.
         * @example {
         *       "id": 5012,
         *       "questions_id": 31,
         *       "questionnaire_group_id": 4,
         *       "response": "Yes",
         *       "updated_at": "2026-10-02T15:00:00Z"
         *     }
         * @example {
         *       "id": 5012,
         *       "questions_id": 31,
         *       "questionnaire_group_id": 4,
         *       "response": "Sí",
         *       "updated_at": "2026-10-02T15:00:00Z"
         *     }
         */
        QuestionnaireResponse: {
            id: number;
            questions_id: number;
            questionnaire_group_id: number;
            /** @description Text, a number, the chosen option values, or null. */
            response: string | number | string[] | null;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description Pregnancy history for the medical profile.
         * @example {
         *       "pregnancies_experienced": 2,
         *       "live_births": 1,
         *       "miscarriages": 0,
         *       "losses": []
         *     }
         */
        PregnancyMedicalRecord: {
            pregnancies_experienced: number;
            live_births: number;
            miscarriages: number;
            losses: {
                /** Format: date */
                date: string;
                type: components["schemas"]["PregnancyLossType"];
            }[];
        };
        /**
         * @example {
         *       "id": 77,
         *       "name": "Grace Okafor",
         *       "avatar": null,
         *       "user_type": "practitioner",
         *       "degrees": [
         *         "IBCLC",
         *         "RN"
         *       ],
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team"
         *       }
         *     }
         * @example {
         *       "id": 77,
         *       "name": "Lucía Ramos",
         *       "avatar": null,
         *       "user_type": "practitioner",
         *       "degrees": [
         *         "IBCLC",
         *         "RN"
         *       ],
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team"
         *       }
         *     }
         */
        MessageSender: {
            id: number;
            name: string;
            /** Format: uri */
            avatar: string | null;
            /** @enum {string} */
            user_type: "patient" | "practitioner" | "coach" | "care_coordinator" | "assistant";
            degrees: string[];
            organization: components["schemas"]["OrganizationRef"] | null;
        };
        /**
         * @description A file sent with a message; its links come from the attachment URL call.
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
         * @description A message of a conversation.
         * @example {
         *       "id": 9001,
         *       "conversation_id": 402,
         *       "sender": {
         *         "id": 77,
         *         "name": "Grace Okafor",
         *         "avatar": null,
         *         "user_type": "practitioner",
         *         "degrees": [
         *           "IBCLC",
         *           "RN"
         *         ],
         *         "organization": {
         *           "id": 3,
         *           "name": "Matrona Care Team"
         *         }
         *       },
         *       "ts": "2026-11-21T15:04:00Z",
         *       "content": "Try the football hold on the left side and tell me how it goes.",
         *       "attachments": [],
         *       "mine": false
         *     }
         * @example {
         *       "id": 9001,
         *       "conversation_id": 402,
         *       "sender": {
         *         "id": 77,
         *         "name": "Lucía Ramos",
         *         "avatar": null,
         *         "user_type": "practitioner",
         *         "degrees": [
         *           "IBCLC",
         *           "RN"
         *         ],
         *         "organization": {
         *           "id": 3,
         *           "name": "Matrona Care Team"
         *         }
         *       },
         *       "ts": "2026-11-21T15:04:00Z",
         *       "content": "Prueba la posición de balón de fútbol americano del lado izquierdo y me cuentas.",
         *       "attachments": [],
         *       "mine": false
         *     }
         */
        Message: {
            id: number;
            conversation_id: number;
            sender: components["schemas"]["MessageSender"];
            /** Format: date-time */
            ts: string;
            content: string;
            attachments: components["schemas"]["MessageAttachment"][];
            /** @description Sent by the patient. */
            mine: boolean;
        };
        /**
         * @description A page of messages, newest first.
         * @example {
         *       "data": [
         *         {
         *           "id": 9001,
         *           "conversation_id": 402,
         *           "sender": {
         *             "id": 77,
         *             "name": "Grace Okafor",
         *             "avatar": null,
         *             "user_type": "practitioner",
         *             "degrees": [
         *               "IBCLC",
         *               "RN"
         *             ],
         *             "organization": {
         *               "id": 3,
         *               "name": "Matrona Care Team"
         *             }
         *           },
         *           "ts": "2026-11-21T15:04:00Z",
         *           "content": "Try the football hold on the left side and tell me how it goes.",
         *           "attachments": [],
         *           "mine": false
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         * @example {
         *       "data": [
         *         {
         *           "id": 9001,
         *           "conversation_id": 402,
         *           "sender": {
         *             "id": 77,
         *             "name": "Lucía Ramos",
         *             "avatar": null,
         *             "user_type": "practitioner",
         *             "degrees": [
         *               "IBCLC",
         *               "RN"
         *             ],
         *             "organization": {
         *               "id": 3,
         *               "name": "Matrona Care Team"
         *             }
         *           },
         *           "ts": "2026-11-21T15:04:00Z",
         *           "content": "Prueba la posición de balón de fútbol americano del lado izquierdo y me cuentas.",
         *           "attachments": [],
         *           "mine": false
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         */
        MessagePage: {
            data: components["schemas"]["Message"][];
            /** @description This page's number, from 1. */
            page: number;
            /** @description Another page follows. */
            has_more: boolean;
        };
        /**
         * @example {
         *       "id": 2,
         *       "name": "Feeding"
         *     }
         * @example {
         *       "id": 2,
         *       "name": "Alimentación"
         *     }
         */
        ConversationCategory: {
            id: number;
            name: string;
        };
        /**
         * @description Who the patient can write to. Matrona's own organization needs Gold or can_message_matrona.
         * @example {
         *       "organization_id": 3,
         *       "name": "Matrona Care Team",
         *       "logo": null,
         *       "kind": "matrona"
         *     }
         */
        ConversationRecipient: {
            organization_id: number;
            name: string;
            /** Format: uri */
            logo: string | null;
            /** @enum {string} */
            kind: "matrona" | "care_team" | "organization";
        };
        /**
         * @description A conversation with an organization.
         * @example {
         *       "id": 402,
         *       "organization_id": 3,
         *       "name": "Feeding questions",
         *       "category": {
         *         "id": 2,
         *         "name": "Feeding"
         *       },
         *       "last_message": "Try the football hold on the left side and tell me how it goes.",
         *       "last_message_date": "2026-11-21T15:04:00Z",
         *       "read": false,
         *       "responses_left": 8
         *     }
         * @example {
         *       "id": 402,
         *       "organization_id": 3,
         *       "name": "Preguntas de alimentación",
         *       "category": {
         *         "id": 2,
         *         "name": "Alimentación"
         *       },
         *       "last_message": "Prueba la posición de balón de fútbol americano del lado izquierdo y me cuentas.",
         *       "last_message_date": "2026-11-21T15:04:00Z",
         *       "read": false,
         *       "responses_left": 8
         *     }
         */
        Conversation: {
            id: number;
            organization_id: number;
            name: string;
            category: components["schemas"]["ConversationCategory"] | null;
            last_message: string | null;
            /** Format: date-time */
            last_message_date: string | null;
            read: boolean;
            /** @description Messages left in this question thread; null without a limit. */
            responses_left: number | null;
        };
        /**
         * @description A page of conversations.
         * @example {
         *       "data": [
         *         {
         *           "id": 402,
         *           "organization_id": 3,
         *           "name": "Feeding questions",
         *           "category": {
         *             "id": 2,
         *             "name": "Feeding"
         *           },
         *           "last_message": "Try the football hold on the left side and tell me how it goes.",
         *           "last_message_date": "2026-11-21T15:04:00Z",
         *           "read": false,
         *           "responses_left": 8
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         * @example {
         *       "data": [
         *         {
         *           "id": 402,
         *           "organization_id": 3,
         *           "name": "Preguntas de alimentación",
         *           "category": {
         *             "id": 2,
         *             "name": "Alimentación"
         *           },
         *           "last_message": "Prueba la posición de balón de fútbol americano del lado izquierdo y me cuentas.",
         *           "last_message_date": "2026-11-21T15:04:00Z",
         *           "read": false,
         *           "responses_left": 8
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         */
        ConversationPage: {
            data: components["schemas"]["Conversation"][];
            /** @description This page's number, from 1. */
            page: number;
            /** @description Another page follows. */
            has_more: boolean;
        };
        /**
         * @description A NewConversation with its files, as multipart/form-data (the numbers as decimal text).
         * @example {
         *       "organization_id": 3,
         *       "category_id": 2,
         *       "content": "Is this latch right? The photo is from this morning."
         *     }
         */
        NewConversationForm: {
            organization_id: number;
            category_id?: number;
            name?: string;
            content: string;
            attachments?: Blob[];
        };
        /**
         * @description A message; files go as multipart.
         * @example {
         *       "content": "She fed for 20 minutes and seemed content."
         *     }
         * @example {
         *       "content": "Comió 20 minutos y quedó tranquila."
         *     }
         */
        NewMessage: {
            content: string;
            attachments?: Blob[];
        };
        /**
         * @description Starts a conversation with its first message; a free member spends a message credit.
         * @example {
         *       "organization_id": 3,
         *       "category_id": 2,
         *       "name": "Feeding questions",
         *       "content": "How often should a 3-week-old eat?"
         *     }
         * @example {
         *       "organization_id": 3,
         *       "category_id": 2,
         *       "name": "Preguntas de alimentación",
         *       "content": "¿Cada cuánto debe comer una bebé de 3 semanas?"
         *     }
         */
        NewConversation: {
            organization_id: number;
            category_id?: number;
            name?: string;
            content: string;
        };
        /**
         * @example {
         *       "url": "https://files.matrona.example/m/55?sig=ab12",
         *       "preview_url": "https://files.matrona.example/m/55/p?sig=cd34",
         *       "expires_at": "2026-11-22T10:15:00Z"
         *     }
         */
        AttachmentUrls: {
            /** Format: uri */
            url: string;
            /** Format: uri */
            preview_url?: string | null;
            /** Format: date-time */
            expires_at: string;
        };
        /**
         * @description An in-app notification; a due reminder becomes one, and so does a care team reply.
         * @example {
         *       "id": 90,
         *       "kind": "reminder",
         *       "text": "Time to check your blood pressure.",
         *       "reminder_type": "blood_pressure",
         *       "monitor_id": 17,
         *       "conversation_id": null,
         *       "due_at": "2026-11-22T16:00:00Z",
         *       "read_at": null
         *     }
         * @example {
         *       "id": 90,
         *       "kind": "reminder",
         *       "text": "Es hora de medir tu presión arterial.",
         *       "reminder_type": "blood_pressure",
         *       "monitor_id": 17,
         *       "conversation_id": null,
         *       "due_at": "2026-11-22T16:00:00Z",
         *       "read_at": null
         *     }
         */
        Notification: {
            id: number;
            /**
             * @description A reminder when due, or its repeat when nothing was logged since; careTeamReply when the care team answered one of the patient's questions (it is marked read when she marks the conversation read).
             * @enum {string}
             */
            kind: "reminder" | "reminderRepeat" | "careTeamReply";
            /** @description In the patient's language. */
            text: string;
            reminder_type: components["schemas"]["ReminderType"] | null;
            monitor_id: number | null;
            /** @description The conversation a careTeamReply leads to; null for reminders. */
            conversation_id: number | null;
            /** Format: date-time */
            due_at: string;
            /** Format: date-time */
            read_at: string | null;
        };
        /** @description One access to the patient's record by someone else. */
        RecordAccessEntry: {
            /** Format: date-time */
            at: string;
            /** @description Who, as the patient is shown it ("On-call care team", a clinician's name). */
            actor_name: string;
            /** @description The organization the person acted for (a care team, Matrona), or null when none is known. */
            actor_organization: string | null;
            /** @enum {string} */
            actor_role: "support" | "care_team" | "system";
            /** @enum {string} */
            action: "read" | "change";
            /** @description The part of the record (profile, blood_pressure, screening_answer, documents...). */
            resource: string;
        };
        /** @description A page of accesses to the patient's record, newest first. */
        RecordAccessPage: {
            data: components["schemas"]["RecordAccessEntry"][];
            /** @description This page's number, from 1. */
            page: number;
            /** @description Another page follows. */
            has_more: boolean;
        };
        /**
         * @description A page of notifications, newest first.
         * @example {
         *       "data": [
         *         {
         *           "id": 90,
         *           "kind": "reminder",
         *           "text": "Time to check your blood pressure.",
         *           "reminder_type": "blood_pressure",
         *           "monitor_id": 17,
         *           "conversation_id": null,
         *           "due_at": "2026-11-22T16:00:00Z",
         *           "read_at": null
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         */
        NotificationPage: {
            data: components["schemas"]["Notification"][];
            /** @description This page's number, from 1. */
            page: number;
            /** @description Another page follows. */
            has_more: boolean;
        };
        /** @description FCM's registration token or APNs' device token (hex). */
        PushToken: string;
        /**
         * @example {
         *       "platform": "ios",
         *       "token": "740f4707bebcf74f9b7c25d48e3358945f6aa01da5ddb387462c7eaf61bb78ad",
         *       "app_version": "1.4.0"
         *     }
         */
        PushDeviceRegistration: {
            /** @enum {string} */
            platform: "android" | "ios";
            token: components["schemas"]["PushToken"];
            /** @description The phone app's version, for support. */
            app_version?: string;
        };
        /**
         * @example {
         *       "count": 2
         *     }
         */
        UnreadCount: {
            count: number;
        };
        /**
         * @description A FHIR R4 Bundle (https://hl7.org/fhir/R4/bundle.html); its resources follow FHIR R4.
         * @example {
         *       "resourceType": "Bundle",
         *       "type": "collection",
         *       "timestamp": "2026-11-22T10:00:00Z",
         *       "entry": [
         *         {
         *           "fullUrl": "urn:uuid:c2a7e9d4-1b3f-4e8a-b6d5-0f9e8d7c6b5a",
         *           "resource": {
         *             "resourceType": "Patient"
         *           }
         *         }
         *       ]
         *     }
         */
        FhirBundle: {
            /** @constant */
            resourceType: "Bundle";
            /** @constant */
            type: "collection";
            /** Format: date-time */
            timestamp?: string;
            entry: {
                fullUrl: string;
                resource: {
                    /** @enum {string} */
                    resourceType: "Patient" | "Observation";
                };
            }[];
        };
        /**
         * @example pressure
         * @enum {string}
         */
        MonitorType: "pressure" | "weight" | "kick_counter";
        /**
         * @example blood_pressure
         * @enum {string}
         */
        ReminderType: "kick_count" | "blood_pressure" | "baby_weight";
        /**
         * @description A reminder to log a reading.
         * @example {
         *       "id": 23,
         *       "monitor_id": 17,
         *       "type": "blood_pressure",
         *       "time": "08:00",
         *       "daily": true,
         *       "minutes": 15,
         *       "enabled": true
         *     }
         */
        Reminder: {
            id: number;
            monitor_id: number;
            type: components["schemas"]["ReminderType"];
            /** @description Time of day, 24-hour HH:MM, in the user's time zone. */
            time: string;
            /** @description Every day; otherwise once. */
            daily: boolean;
            /** @description Remind again after this many minutes when not logged (0 never). */
            minutes: number;
            enabled: boolean;
        };
        /**
         * @example {
         *       "monitor_id": 17,
         *       "type": "blood_pressure",
         *       "time": "08:00",
         *       "daily": true,
         *       "minutes": 15
         *     }
         */
        ReminderInput: {
            monitor_id: number;
            type: components["schemas"]["ReminderType"];
            time: string;
            daily: boolean;
            minutes: number;
        };
        /**
         * @example {
         *       "value": false
         *     }
         */
        ReminderToggle: {
            /** @description true switches the reminder on. */
            value: boolean;
        };
        /**
         * @description A monitor; a patient may have several weight monitors.
         * @example {
         *       "id": 17,
         *       "type": "pressure",
         *       "name": "Blood pressure",
         *       "child_id": null,
         *       "last_reading_at": "2026-11-21T08:10:00Z",
         *       "reminder": null
         *     }
         * @example {
         *       "id": 18,
         *       "type": "weight",
         *       "name": "Peso de Mateo",
         *       "child_id": 302,
         *       "last_reading_at": "2026-11-21T08:10:00Z",
         *       "reminder": null
         *     }
         */
        Monitor: {
            id: number;
            type: components["schemas"]["MonitorType"];
            name: string;
            /** @description The child a weight or kick counter follows. */
            child_id: number | null;
            /** Format: date-time */
            last_reading_at: string | null;
            reminder: components["schemas"]["Reminder"] | null;
        };
        /**
         * @description As @mat/domain classifies a reading. Stage 2 and severe: recheck in 15 minutes.
         * @example stage2
         * @enum {string}
         */
        BloodPressureCategory: "low" | "normal" | "elevated" | "stage1" | "stage2" | "severe";
        /**
         * @description A blood pressure reading.
         * @example {
         *       "id": 7001,
         *       "monitor_id": 17,
         *       "systolic": 142,
         *       "diastolic": 91,
         *       "pulse": 78,
         *       "symptoms": [
         *         {
         *           "id": 4,
         *           "name": "Severe headache",
         *           "description": null,
         *           "urgent": true
         *         }
         *       ],
         *       "notes": "After lunch.",
         *       "measured_at": "2026-11-21T08:10:00Z",
         *       "source": "manual",
         *       "category": "stage2",
         *       "advice": "Rest and check again in 15 minutes. If it stays this high, call your provider."
         *     }
         * @example {
         *       "id": 7001,
         *       "monitor_id": 17,
         *       "systolic": 142,
         *       "diastolic": 91,
         *       "pulse": 78,
         *       "symptoms": [
         *         {
         *           "id": 4,
         *           "name": "Dolor de cabeza intenso",
         *           "description": null,
         *           "urgent": true
         *         }
         *       ],
         *       "notes": "Después de comer.",
         *       "measured_at": "2026-11-21T08:10:00Z",
         *       "source": "manual",
         *       "category": "stage2",
         *       "advice": "Descansa y vuelve a medir en 15 minutos. Si sigue así de alta, llama a tu proveedor."
         *     }
         */
        BloodPressureReading: {
            id: number;
            monitor_id: number;
            systolic: number;
            diastolic: number;
            pulse: number | null;
            symptoms: components["schemas"]["Symptom"][];
            notes: string | null;
            /** Format: date-time */
            measured_at: string;
            /** @enum {string} */
            source: "manual" | "device";
            category: components["schemas"]["BloodPressureCategory"];
            /** @description What to do, in the user's language. */
            advice: string;
        };
        /**
         * @example {
         *       "systolic": 142,
         *       "diastolic": 91,
         *       "pulse": 78,
         *       "symptoms": [
         *         4
         *       ],
         *       "notes": "After lunch."
         *     }
         * @example {
         *       "systolic": 118,
         *       "diastolic": 76,
         *       "notes": "Por la mañana."
         *     }
         */
        BloodPressureReadingInput: {
            systolic: number;
            diastolic: number;
            pulse?: number | null;
            /** @description Symptom ids. */
            symptoms?: number[];
            notes?: string | null;
            /**
             * Format: date-time
             * @description When the reading was taken; defaults to now. A reading sent late from the phone's offline queue keeps it. On a new reading it may be at most 5 minutes ahead of the server's clock (422 validation.measuredInFuture) and at most 90 days old (422 validation.measuredTooLongAgo).
             */
            measured_at?: string;
        };
        /**
         * @description A page of readings, newest first.
         * @example {
         *       "data": [
         *         {
         *           "id": 7001,
         *           "monitor_id": 17,
         *           "systolic": 142,
         *           "diastolic": 91,
         *           "pulse": 78,
         *           "symptoms": [
         *             {
         *               "id": 4,
         *               "name": "Severe headache",
         *               "description": null,
         *               "urgent": true
         *             }
         *           ],
         *           "notes": "After lunch.",
         *           "measured_at": "2026-11-21T08:10:00Z",
         *           "source": "manual",
         *           "category": "stage2",
         *           "advice": "Rest and check again in 15 minutes. If it stays this high, call your provider."
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         * @example {
         *       "data": [
         *         {
         *           "id": 7001,
         *           "monitor_id": 17,
         *           "systolic": 142,
         *           "diastolic": 91,
         *           "pulse": 78,
         *           "symptoms": [
         *             {
         *               "id": 4,
         *               "name": "Dolor de cabeza intenso",
         *               "description": null,
         *               "urgent": true
         *             }
         *           ],
         *           "notes": "Después de comer.",
         *           "measured_at": "2026-11-21T08:10:00Z",
         *           "source": "manual",
         *           "category": "stage2",
         *           "advice": "Descansa y vuelve a medir en 15 minutos. Si sigue así de alta, llama a tu proveedor."
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         */
        BloodPressureReadingPage: {
            data: components["schemas"]["BloodPressureReading"][];
            /** @description This page's number, from 1. */
            page: number;
            /** @description Another page follows. */
            has_more: boolean;
        };
        /**
         * @description Imports readings from the paired cuff.
         * @example {
         *       "device": "pylo",
         *       "since": "2026-11-20T00:00:00Z"
         *     }
         */
        BloodPressureSync: {
            /** @enum {string} */
            device: "pylo";
            /**
             * Format: date-time
             * @description Only readings after this.
             */
            since?: string;
        };
        /**
         * @example {
         *       "imported": 1,
         *       "readings": [
         *         {
         *           "id": 7001,
         *           "monitor_id": 17,
         *           "systolic": 142,
         *           "diastolic": 91,
         *           "pulse": 78,
         *           "symptoms": [
         *             {
         *               "id": 4,
         *               "name": "Severe headache",
         *               "description": null,
         *               "urgent": true
         *             }
         *           ],
         *           "notes": "After lunch.",
         *           "measured_at": "2026-11-21T08:10:00Z",
         *           "source": "device",
         *           "category": "stage2",
         *           "advice": "Rest and check again in 15 minutes. If it stays this high, call your provider."
         *         }
         *       ]
         *     }
         * @example {
         *       "imported": 1,
         *       "readings": [
         *         {
         *           "id": 7001,
         *           "monitor_id": 17,
         *           "systolic": 142,
         *           "diastolic": 91,
         *           "pulse": 78,
         *           "symptoms": [
         *             {
         *               "id": 4,
         *               "name": "Dolor de cabeza intenso",
         *               "description": null,
         *               "urgent": true
         *             }
         *           ],
         *           "notes": "Después de comer.",
         *           "measured_at": "2026-11-21T08:10:00Z",
         *           "source": "device",
         *           "category": "stage2",
         *           "advice": "Descansa y vuelve a medir en 15 minutos. Si sigue así de alta, llama a tu proveedor."
         *         }
         *       ]
         *     }
         */
        BloodPressureSyncResult: {
            imported: number;
            readings: components["schemas"]["BloodPressureReading"][];
        };
        /**
         * @description The cuff's reading of that day, if one arrived.
         * @example {
         *       "reading": {
         *         "id": 7001,
         *         "monitor_id": 17,
         *         "systolic": 142,
         *         "diastolic": 91,
         *         "pulse": 78,
         *         "symptoms": [
         *           {
         *             "id": 4,
         *             "name": "Severe headache",
         *             "description": null,
         *             "urgent": true
         *           }
         *         ],
         *         "notes": "After lunch.",
         *         "measured_at": "2026-11-21T08:10:00Z",
         *         "source": "device",
         *         "category": "stage2",
         *         "advice": "Rest and check again in 15 minutes. If it stays this high, call your provider."
         *       }
         *     }
         * @example {
         *       "reading": null
         *     }
         */
        NewDeviceReading: {
            reading: components["schemas"]["BloodPressureReading"] | null;
        };
        /**
         * @example {
         *       "hours": 0,
         *       "minutes": 42,
         *       "seconds": 10
         *     }
         */
        KickDuration: {
            hours: number;
            minutes: number;
            seconds: number;
        };
        /**
         * @description A saved kick count.
         * @example {
         *       "id": 610,
         *       "monitor_id": 19,
         *       "total_kicks": 10,
         *       "duration": {
         *         "hours": 0,
         *         "minutes": 42,
         *         "seconds": 10
         *       },
         *       "date": "2026-11-21",
         *       "time": "20:15",
         *       "notes": "After dinner.",
         *       "added_by": {
         *         "id": 1042,
         *         "name": "Ana Lopez"
         *       }
         *     }
         * @example {
         *       "id": 610,
         *       "monitor_id": 19,
         *       "total_kicks": 10,
         *       "duration": {
         *         "hours": 0,
         *         "minutes": 42,
         *         "seconds": 10
         *       },
         *       "date": "2026-11-21",
         *       "time": "20:15",
         *       "notes": "Después de cenar.",
         *       "added_by": {
         *         "id": 2177,
         *         "name": "María Hernández"
         *       }
         *     }
         */
        KickCountReading: {
            id: number;
            monitor_id: number;
            total_kicks: number;
            duration: components["schemas"]["KickDuration"];
            /** Format: date */
            date: string;
            time: string;
            notes: string | null;
            added_by: {
                id: number;
                name: string;
            };
        };
        /**
         * @example {
         *       "total_kicks": 10,
         *       "duration": {
         *         "hours": 0,
         *         "minutes": 42,
         *         "seconds": 10
         *       },
         *       "date": "2026-11-21",
         *       "time": "20:15",
         *       "notes": "After dinner."
         *     }
         * @example {
         *       "total_kicks": 10,
         *       "duration": {
         *         "hours": 1,
         *         "minutes": 5,
         *         "seconds": 0
         *       },
         *       "date": "2026-11-21",
         *       "time": "21:30",
         *       "notes": "Después de cenar."
         *     }
         */
        KickCountReadingInput: {
            total_kicks: number;
            duration: components["schemas"]["KickDuration"];
            /** Format: date */
            date: string;
            time: string;
            notes?: string | null;
        };
        /**
         * @description A page of kick counts.
         * @example {
         *       "data": [
         *         {
         *           "id": 610,
         *           "monitor_id": 19,
         *           "total_kicks": 10,
         *           "duration": {
         *             "hours": 0,
         *             "minutes": 42,
         *             "seconds": 10
         *           },
         *           "date": "2026-11-21",
         *           "time": "20:15",
         *           "notes": "After dinner.",
         *           "added_by": {
         *             "id": 1042,
         *             "name": "Ana Lopez"
         *           }
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         * @example {
         *       "data": [
         *         {
         *           "id": 610,
         *           "monitor_id": 19,
         *           "total_kicks": 10,
         *           "duration": {
         *             "hours": 0,
         *             "minutes": 42,
         *             "seconds": 10
         *           },
         *           "date": "2026-11-21",
         *           "time": "20:15",
         *           "notes": "Después de cenar.",
         *           "added_by": {
         *             "id": 2177,
         *             "name": "María Hernández"
         *           }
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         */
        KickCountReadingPage: {
            data: components["schemas"]["KickCountReading"][];
            /** @description This page's number, from 1. */
            page: number;
            /** @description Another page follows. */
            has_more: boolean;
        };
        /**
         * @description A kick count in progress (the timer).
         * @example {
         *       "id": 44,
         *       "monitor_id": 19,
         *       "started_at": "2026-11-21T20:15:00Z",
         *       "kicks": 3
         *     }
         */
        KickCountSession: {
            id: number;
            monitor_id: number;
            /** Format: date-time */
            started_at: string;
            kicks: number;
        };
        /**
         * @example {
         *       "id": 19
         *     }
         */
        KickCounterStart: {
            /** @description The kick counter monitor. */
            id: number;
        };
        /**
         * @example {
         *       "children": [
         *         301
         *       ]
         *     }
         */
        KickCounterCreate: {
            /** @description Expected babies (child ids); one monitor each. */
            children: number[];
        };
        /**
         * @description A weight.
         * @example {
         *       "id": 820,
         *       "monitor_id": 18,
         *       "weight": 14.5,
         *       "unit": "lb",
         *       "measured_on": "2026-11-20",
         *       "notes": null
         *     }
         * @example {
         *       "id": 820,
         *       "monitor_id": 18,
         *       "weight": 6.6,
         *       "unit": "kg",
         *       "measured_on": "2026-11-20",
         *       "notes": "En la consulta del pediatra."
         *     }
         */
        WeightReading: {
            id: number;
            monitor_id: number;
            weight: number;
            /** @enum {string} */
            unit: "lb" | "kg";
            /** Format: date */
            measured_on: string;
            notes: string | null;
        };
        /**
         * @example {
         *       "monitor_id": 18,
         *       "weight": 14.5,
         *       "unit": "lb",
         *       "measured_on": "2026-11-20"
         *     }
         */
        WeightReadingInput: {
            monitor_id: number;
            weight: number;
            /** @enum {string} */
            unit: "lb" | "kg";
            /**
             * Format: date
             * @description The day the baby was weighed. On a new reading a day after the patient's own today (in her time zone) is refused (422 validation.invalidDate).
             */
            measured_on: string;
            notes?: string | null;
        };
        /**
         * @description A page of weights.
         * @example {
         *       "data": [
         *         {
         *           "id": 820,
         *           "monitor_id": 18,
         *           "weight": 14.5,
         *           "unit": "lb",
         *           "measured_on": "2026-11-20",
         *           "notes": null
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         * @example {
         *       "data": [
         *         {
         *           "id": 820,
         *           "monitor_id": 18,
         *           "weight": 6.6,
         *           "unit": "kg",
         *           "measured_on": "2026-11-20",
         *           "notes": "En la consulta del pediatra."
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         */
        WeightReadingPage: {
            data: components["schemas"]["WeightReading"][];
            /** @description This page's number, from 1. */
            page: number;
            /** @description Another page follows. */
            has_more: boolean;
        };
        /**
         * @description A monitor with its first page of readings.
         * @example {
         *       "monitor": {
         *         "id": 17,
         *         "type": "pressure",
         *         "name": "Blood pressure",
         *         "child_id": null,
         *         "last_reading_at": "2026-11-21T08:10:00Z",
         *         "reminder": null
         *       },
         *       "readings": {
         *         "data": [
         *           {
         *             "id": 7001,
         *             "monitor_id": 17,
         *             "systolic": 142,
         *             "diastolic": 91,
         *             "pulse": 78,
         *             "symptoms": [
         *               {
         *                 "id": 4,
         *                 "name": "Severe headache",
         *                 "description": null,
         *                 "urgent": true
         *               }
         *             ],
         *             "notes": "After lunch.",
         *             "measured_at": "2026-11-21T08:10:00Z",
         *             "source": "manual",
         *             "category": "stage2",
         *             "advice": "Rest and check again in 15 minutes. If it stays this high, call your provider."
         *           }
         *         ],
         *         "page": 1,
         *         "has_more": true
         *       }
         *     }
         * @example {
         *       "monitor": {
         *         "id": 17,
         *         "type": "pressure",
         *         "name": "Presión arterial",
         *         "child_id": null,
         *         "last_reading_at": "2026-11-21T08:10:00Z",
         *         "reminder": null
         *       },
         *       "readings": {
         *         "data": [
         *           {
         *             "id": 7001,
         *             "monitor_id": 17,
         *             "systolic": 142,
         *             "diastolic": 91,
         *             "pulse": 78,
         *             "symptoms": [
         *               {
         *                 "id": 4,
         *                 "name": "Dolor de cabeza intenso",
         *                 "description": null,
         *                 "urgent": true
         *               }
         *             ],
         *             "notes": "Después de comer.",
         *             "measured_at": "2026-11-21T08:10:00Z",
         *             "source": "manual",
         *             "category": "stage2",
         *             "advice": "Descansa y vuelve a medir en 15 minutos. Si sigue así de alta, llama a tu proveedor."
         *           }
         *         ],
         *         "page": 1,
         *         "has_more": false
         *       }
         *     }
         */
        MonitorWithReadings: {
            monitor: components["schemas"]["Monitor"];
            readings: components["schemas"]["BloodPressureReadingPage"] | components["schemas"]["KickCountReadingPage"] | components["schemas"]["WeightReadingPage"];
        };
        /**
         * @description Covered, or out of network (month to month, out of pocket).
         * @example covered
         * @enum {string}
         */
        EligibilityResult: "covered" | "out_of_network";
        /**
         * @description Whom to check, as on the insurance card.
         * @example {
         *       "first_name": "Ana",
         *       "last_name": "Lopez",
         *       "birthday": "1995-02-11",
         *       "zip": "94110",
         *       "insurance_provider": "Bay Area Health Plan",
         *       "member_id": "BAHP123456",
         *       "group_number": "GRP-20931"
         *     }
         */
        EligibilityCheck: {
            first_name: components["schemas"]["NameInput"];
            last_name: components["schemas"]["NameInput"];
            /** Format: date */
            birthday: string;
            zip: components["schemas"]["ZipInput"];
            insurance_provider: string;
            member_id: string;
            group_number?: string | null;
            /**
             * @description Expecting a baby, or a new baby at home (the wizard's question); expecting when absent.
             * @enum {string}
             */
            stage?: "expecting" | "new_baby";
            /**
             * Format: date
             * @description When expecting, the due date (or last_period_date instead).
             */
            due_date?: string | null;
            /**
             * Format: date
             * @description When expecting, the first day of the last menstrual period.
             */
            last_period_date?: string | null;
            /**
             * Format: date
             * @description With a new baby, the baby's date of birth (coverage runs to 12 months postpartum).
             */
            baby_birth_date?: string | null;
        };
        /**
         * @description Coverage for the Matrona membership. The four outcomes (covered at no cost, covered by a provider wrap-up, out of network, postpartum only) follow from it by @mat/domain's eligibilityOutcome.
         * @example {
         *       "result": "covered",
         *       "coverage_months": 12,
         *       "provider_name": null,
         *       "postpartum_only": false,
         *       "group_number": "GRP-20931",
         *       "checked_at": "2026-11-22T09:00:00Z",
         *       "expires_at": "2026-11-22T10:00:00Z"
         *     }
         * @example {
         *       "result": "covered",
         *       "coverage_months": 12,
         *       "provider_name": "Plan de Salud del Valle",
         *       "postpartum_only": false,
         *       "group_number": "GRP-20931",
         *       "checked_at": "2026-11-22T09:00:00Z",
         *       "expires_at": "2026-11-22T10:00:00Z"
         *     }
         * @example {
         *       "result": "out_of_network",
         *       "coverage_months": 6,
         *       "provider_name": null,
         *       "postpartum_only": false,
         *       "group_number": "GRP-20931",
         *       "checked_at": "2026-11-22T09:00:00Z",
         *       "expires_at": "2026-11-22T10:00:00Z"
         *     }
         * @example {
         *       "result": "covered",
         *       "coverage_months": 12,
         *       "provider_name": null,
         *       "postpartum_only": true,
         *       "group_number": "GRP-20931",
         *       "checked_at": "2026-11-22T09:00:00Z",
         *       "expires_at": "2026-11-22T10:00:00Z"
         *     }
         */
        Eligibility: {
            result: components["schemas"]["EligibilityResult"];
            /** @description Coverage duration in months (up to 12). */
            coverage_months: number;
            /** @description The provider that wraps up care, when one does. */
            provider_name: string | null;
            /** @description Covered only after the birth. */
            postpartum_only: boolean;
            group_number: string | null;
            /** Format: date-time */
            checked_at: string;
            /**
             * Format: date-time
             * @description The apps keep the result 60 minutes.
             */
            expires_at: string;
        };
        /**
         * @description Filters of the organization search.
         * @example {
         *       "appointmentTypes": [
         *         {
         *           "value": "lactation",
         *           "label": "Lactation"
         *         }
         *       ],
         *       "supportGroupsClasses": [
         *         {
         *           "value": "breastfeeding",
         *           "label": "Breastfeeding"
         *         }
         *       ],
         *       "specialties": [
         *         {
         *           "value": 14,
         *           "label": "Lactation"
         *         }
         *       ],
         *       "expertise": [
         *         {
         *           "value": 3,
         *           "label": "Twins"
         *         }
         *       ],
         *       "states": [
         *         {
         *           "value": "california",
         *           "label": "California"
         *         }
         *       ],
         *       "cities": [
         *         {
         *           "value": "los-angeles",
         *           "label": "Los Angeles"
         *         }
         *       ],
         *       "languagesSpoken": [
         *         {
         *           "value": 2,
         *           "label": "Spanish"
         *         }
         *       ],
         *       "sizeOfTeam": [
         *         {
         *           "value": "1-10",
         *           "label": "1 to 10"
         *         }
         *       ],
         *       "degreesOrCertifications": [
         *         {
         *           "value": 5,
         *           "label": "IBCLC"
         *         }
         *       ]
         *     }
         * @example {
         *       "appointmentTypes": [
         *         {
         *           "value": "lactation",
         *           "label": "Lactancia"
         *         }
         *       ],
         *       "supportGroupsClasses": [
         *         {
         *           "value": "breastfeeding",
         *           "label": "Lactancia materna"
         *         }
         *       ],
         *       "specialties": [
         *         {
         *           "value": 14,
         *           "label": "Lactancia"
         *         }
         *       ],
         *       "expertise": [
         *         {
         *           "value": 3,
         *           "label": "Gemelos"
         *         }
         *       ],
         *       "states": [
         *         {
         *           "value": "california",
         *           "label": "California"
         *         }
         *       ],
         *       "cities": [
         *         {
         *           "value": "los-angeles",
         *           "label": "Los Angeles"
         *         }
         *       ],
         *       "languagesSpoken": [
         *         {
         *           "value": 2,
         *           "label": "Español"
         *         }
         *       ],
         *       "sizeOfTeam": [
         *         {
         *           "value": "1-10",
         *           "label": "De 1 a 10"
         *         }
         *       ],
         *       "degreesOrCertifications": [
         *         {
         *           "value": 5,
         *           "label": "IBCLC"
         *         }
         *       ]
         *     }
         */
        OrganizationFilters: {
            appointmentTypes: components["schemas"]["FilterOption"][];
            supportGroupsClasses: components["schemas"]["FilterOption"][];
            specialties: components["schemas"]["FilterOption"][];
            expertise: components["schemas"]["FilterOption"][];
            states: components["schemas"]["FilterOption"][];
            cities: components["schemas"]["FilterOption"][];
            languagesSpoken: components["schemas"]["FilterOption"][];
            sizeOfTeam: components["schemas"]["FilterOption"][];
            degreesOrCertifications: components["schemas"]["FilterOption"][];
        };
        /**
         * @description An organization's page.
         * @example {
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team",
         *         "slug": "matrona-care-team",
         *         "type_icon": 14,
         *         "logo": null,
         *         "description": "Nurses, lactation consultants and coaches for new and expecting parents.",
         *         "city": "Los Angeles",
         *         "state": "CA",
         *         "phone": "3105550100",
         *         "website": "https://matrona.example",
         *         "languages": [
         *           "English",
         *           "Spanish"
         *         ],
         *         "accepts_new_patients": true,
         *         "connection_status": "active",
         *         "practitioners_count": 12
         *       },
         *       "practitioners": [
         *         {
         *           "id": 77,
         *           "first_name": "Grace",
         *           "last_name": "Okafor",
         *           "avatar": null,
         *           "degrees": [
         *             "IBCLC",
         *             "RN"
         *           ],
         *           "specialties": [
         *             "Lactation"
         *           ],
         *           "languages": [
         *             "English"
         *           ],
         *           "bio": "Lactation consultant for 12 years, mother of two.",
         *           "organization": {
         *             "id": 3,
         *             "name": "Matrona Care Team"
         *           }
         *         }
         *       ],
         *       "appointment_types": [
         *         {
         *           "id": 12,
         *           "name": "Lactation consult"
         *         }
         *       ]
         *     }
         * @example {
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team",
         *         "slug": "matrona-care-team",
         *         "type_icon": 14,
         *         "logo": null,
         *         "description": "Enfermeras, consultoras de lactancia y coaches para madres y padres nuevos o en espera.",
         *         "city": "Los Angeles",
         *         "state": "CA",
         *         "phone": "3105550100",
         *         "website": "https://matrona.example",
         *         "languages": [
         *           "Inglés",
         *           "Español"
         *         ],
         *         "accepts_new_patients": true,
         *         "connection_status": "active",
         *         "practitioners_count": 12
         *       },
         *       "practitioners": [
         *         {
         *           "id": 77,
         *           "first_name": "Lucía",
         *           "last_name": "Ramos",
         *           "avatar": null,
         *           "degrees": [
         *             "IBCLC",
         *             "RN"
         *           ],
         *           "specialties": [
         *             "Lactancia"
         *           ],
         *           "languages": [
         *             "Español",
         *             "Inglés"
         *           ],
         *           "bio": "Consultora de lactancia desde hace 12 años, madre de dos.",
         *           "organization": {
         *             "id": 3,
         *             "name": "Matrona Care Team"
         *           }
         *         }
         *       ],
         *       "appointment_types": [
         *         {
         *           "id": 12,
         *           "name": "Consulta de lactancia"
         *         }
         *       ]
         *     }
         */
        OrganizationListing: {
            organization: components["schemas"]["Organization"];
            practitioners: components["schemas"]["Practitioner"][];
            /** @description Kinds of visits offered (id, name). */
            appointment_types: components["schemas"]["OrganizationRef"][];
        };
        /**
         * @description A saved card.
         * @example {
         *       "id": "pm_1QxY2zMatrona",
         *       "name": "Ana Lopez",
         *       "brand": "visa",
         *       "last4": "4242",
         *       "exp_month": 8,
         *       "exp_year": 2029,
         *       "is_default": true
         *     }
         */
        Card: {
            /** @description The payment method id. */
            id: string;
            /** @description Name on the card. */
            name: string;
            brand: string;
            last4: string;
            exp_month: number;
            exp_year: number;
            is_default: boolean;
        };
        /**
         * @example {
         *       "payment_method_id": "pm_1QxY2zMatrona",
         *       "name": "Ana Lopez",
         *       "make_default": true
         *     }
         */
        CardCreate: {
            /** @description From the payment form. */
            payment_method_id: string;
            name: string;
            make_default?: boolean;
        };
        /**
         * @example {
         *       "id": "pm_1QxY2zMatrona",
         *       "exp_month": 9,
         *       "exp_year": 2030
         *     }
         */
        CardUpdate: {
            id: string;
            name?: string;
            exp_month?: number;
            exp_year?: number;
        };
        /**
         * @description A saved card by id.
         * @example {
         *       "id": "pm_1QxY2zMatrona"
         *     }
         */
        CardRef: {
            id: string;
        };
        /**
         * @example {
         *       "publishable_key": "pk_test_matrona"
         *     }
         */
        PaymentConfig: {
            /** @description The card form's public key. */
            publishable_key: string;
        };
        /**
         * @description A payment.
         * @example {
         *       "id": 5521,
         *       "description": "Matrona Gold, 1 month",
         *       "amount_cents": 3000,
         *       "currency": "usd",
         *       "status": "paid",
         *       "created_at": "2026-11-14T17:05:00Z",
         *       "card_last4": "4242",
         *       "receipt_url": null
         *     }
         * @example {
         *       "id": 5521,
         *       "description": "Matrona Gold, 1 mes",
         *       "amount_cents": 3000,
         *       "currency": "usd",
         *       "status": "paid",
         *       "created_at": "2026-11-14T17:05:00Z",
         *       "card_last4": "4242",
         *       "receipt_url": null
         *     }
         */
        Purchase: {
            id: number;
            description: string;
            amount_cents: number;
            currency: string;
            /** @enum {string} */
            status: "paid" | "pending" | "failed" | "refunded";
            /** Format: date-time */
            created_at: string;
            card_last4: string | null;
            /** Format: uri */
            receipt_url: string | null;
        };
        /**
         * @description The Gold membership plan ($30 a month, renewing monthly).
         * @example {
         *       "id": "gold-monthly",
         *       "name": "Matrona Gold",
         *       "amount_cents": 3000,
         *       "currency": "usd",
         *       "interval": "month",
         *       "interval_count": 1,
         *       "features": [
         *         "Unlimited messaging with your care team",
         *         "Groups and classes",
         *         "Nurse calls",
         *         "Care coordination"
         *       ]
         *     }
         * @example {
         *       "id": "gold-monthly",
         *       "name": "Matrona Gold",
         *       "amount_cents": 3000,
         *       "currency": "usd",
         *       "interval": "month",
         *       "interval_count": 1,
         *       "features": [
         *         "Mensajes ilimitados con tu equipo de cuidado",
         *         "Grupos y clases",
         *         "Llamadas con enfermeras",
         *         "Coordinación de cuidados"
         *       ]
         *     }
         */
        GoldPlan: {
            id: string;
            name: string;
            amount_cents: number;
            currency: string;
            /** @enum {string} */
            interval: "month" | "year";
            interval_count: number;
            features: string[];
        };
        /**
         * @example {
         *       "code": "WELCOME10"
         *     }
         */
        DiscountCode: {
            code: string;
        };
        /**
         * @description What the plan costs with a code.
         * @example {
         *       "code": "WELCOME10",
         *       "percent_off": 10,
         *       "amount_off_cents": null,
         *       "months": 3,
         *       "final_amount_cents": 2700
         *     }
         */
        DiscountQuote: {
            code: string;
            percent_off: number | null;
            amount_off_cents: number | null;
            months: number;
            final_amount_cents: number;
        };
        /**
         * @description Gold renews monthly; downgraded ends on a date, access continuing to the end of the cycle.
         * @example gold
         * @enum {string}
         */
        SubscriptionState: "free" | "gold" | "downgraded" | "resubscribed" | "paymentFailed";
        /**
         * @description The patient's membership.
         * @example {
         *       "state": "gold",
         *       "plan": {
         *         "id": "gold-monthly",
         *         "name": "Matrona Gold",
         *         "amount_cents": 3000,
         *         "currency": "usd",
         *         "interval": "month",
         *         "interval_count": 1,
         *         "features": [
         *           "Unlimited messaging with your care team",
         *           "Groups and classes",
         *           "Nurse calls",
         *           "Care coordination"
         *         ]
         *       },
         *       "renews_at": "2026-12-14T17:05:00Z",
         *       "ends_at": null,
         *       "auto_renew": true,
         *       "card": {
         *         "id": "pm_1QxY2zMatrona",
         *         "name": "Ana Lopez",
         *         "brand": "visa",
         *         "last4": "4242",
         *         "exp_month": 8,
         *         "exp_year": 2029,
         *         "is_default": true
         *       }
         *     }
         * @example {
         *       "state": "downgraded",
         *       "plan": {
         *         "id": "gold-monthly",
         *         "name": "Matrona Gold",
         *         "amount_cents": 3000,
         *         "currency": "usd",
         *         "interval": "month",
         *         "interval_count": 1,
         *         "features": [
         *           "Mensajes ilimitados con tu equipo de cuidado",
         *           "Grupos y clases",
         *           "Llamadas con enfermeras",
         *           "Coordinación de cuidados"
         *         ]
         *       },
         *       "renews_at": null,
         *       "ends_at": "2026-12-14T17:05:00Z",
         *       "auto_renew": false,
         *       "card": {
         *         "id": "pm_1QxY2zMatrona",
         *         "name": "Ana Lopez",
         *         "brand": "visa",
         *         "last4": "4242",
         *         "exp_month": 8,
         *         "exp_year": 2029,
         *         "is_default": true
         *       }
         *     }
         */
        Subscription: {
            state: components["schemas"]["SubscriptionState"];
            plan: components["schemas"]["GoldPlan"];
            /** Format: date-time */
            renews_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            auto_renew: boolean;
            card: components["schemas"]["Card"] | null;
        };
        /**
         * @description Pay with a saved card or a new payment method.
         * @example {
         *       "card_id": "pm_1QxY2zMatrona"
         *     }
         * @example {
         *       "payment_method_id": "pm_wallet_7731",
         *       "promocode": "WELCOME10"
         *     }
         */
        SubscriptionPurchase: {
            card_id?: string;
            /** @description A new card or wallet payment. */
            payment_method_id?: string;
            promocode?: string;
        };
        /**
         * @description A change of the membership.
         * @example {
         *       "id": 9,
         *       "state": "gold",
         *       "occurred_at": "2026-11-14T17:05:00Z",
         *       "ends_at": null,
         *       "amount_cents": 3000
         *     }
         */
        SubscriptionEvent: {
            id: number;
            state: components["schemas"]["SubscriptionState"];
            /** Format: date-time */
            occurred_at: string;
            /** Format: date-time */
            ends_at: string | null;
            amount_cents: number | null;
        };
        /**
         * @description What a free member can spend; new users get 2 message credits.
         * @example {
         *       "message_credits": 2,
         *       "product_credits": 1,
         *       "gift_code_credit_cents": 0
         *     }
         */
        Credits: {
            message_credits: number;
            product_credits: number;
            gift_code_credit_cents: number;
        };
        /**
         * @description Starts Gold with a saved or new card.
         * @example {
         *       "card": {
         *         "payment_method_id": "pm_1QxY2zMatrona",
         *         "name": "Ana Lopez"
         *       },
         *       "promocode": "WELCOME10"
         *     }
         */
        MembershipWithCard: {
            card_id?: string;
            card?: components["schemas"]["CardCreate"];
            promocode?: string;
            /** @description The register_invite kept by the apps. */
            invite_code?: string;
        };
        /**
         * @description Starts Gold with a wallet payment.
         * @example {
         *       "payment_method_id": "pm_wallet_7731"
         *     }
         */
        MembershipWithPaymentService: {
            payment_method_id: string;
            promocode?: string;
            invite_code?: string;
        };
        /**
         * @description The membership after a payment.
         * @example {
         *       "subscription": {
         *         "state": "gold",
         *         "plan": {
         *           "id": "gold-monthly",
         *           "name": "Matrona Gold",
         *           "amount_cents": 3000,
         *           "currency": "usd",
         *           "interval": "month",
         *           "interval_count": 1,
         *           "features": [
         *             "Unlimited messaging with your care team",
         *             "Groups and classes",
         *             "Nurse calls",
         *             "Care coordination"
         *           ]
         *         },
         *         "renews_at": "2026-12-14T17:05:00Z",
         *         "ends_at": null,
         *         "auto_renew": true,
         *         "card": {
         *           "id": "pm_1QxY2zMatrona",
         *           "name": "Ana Lopez",
         *           "brand": "visa",
         *           "last4": "4242",
         *           "exp_month": 8,
         *           "exp_year": 2029,
         *           "is_default": true
         *         }
         *       },
         *       "purchase": {
         *         "id": 5521,
         *         "description": "Matrona Gold, 1 month",
         *         "amount_cents": 3000,
         *         "currency": "usd",
         *         "status": "paid",
         *         "created_at": "2026-11-14T17:05:00Z",
         *         "card_last4": "4242",
         *         "receipt_url": null
         *       },
         *       "user": {
         *         "uuid": "5b0f6c1e-8d2a-4a57-9a0e-3f1c2d4b5a61",
         *         "userId": 1042,
         *         "first_name": "Ana",
         *         "last_name": "Lopez",
         *         "age": 31,
         *         "created_at": "2026-03-14T17:05:00Z",
         *         "email": "ana.lopez@example.org",
         *         "phone": "3105550142",
         *         "avatar": null,
         *         "children_count": 1,
         *         "status": "postpartum",
         *         "timezone": "America/Los_Angeles",
         *         "user_data": {
         *           "prefs": {
         *             "terms": true,
         *             "call_you": "Mom",
         *             "call_you_other": null,
         *             "measureUnit": "imperial",
         *             "language": "en",
         *             "verified_phone": "yes"
         *           }
         *         },
         *         "matrona_gold_view": true,
         *         "matrona_gold_expire_at": "2026-12-14T17:05:00Z",
         *         "matrona_gold_renews_at": "2026-12-14T17:05:00Z",
         *         "matrona_gold_is_paid": true,
         *         "latest_matrona_gold_charge": {
         *           "id": 88,
         *           "amount_cents": 3000,
         *           "currency": "usd",
         *           "status": "succeeded",
         *           "charged_at": "2026-11-14T17:05:00Z"
         *         },
         *         "maternity_benefit_organization": {
         *           "id": 12,
         *           "name": "Bay Area Health Plan"
         *         },
         *         "user_care_orgs": [
         *           {
         *             "id": 3,
         *             "name": "Matrona Care Team"
         *           }
         *         ],
         *         "care_team_members": [
         *           {
         *             "id": 77,
         *             "first_name": "Grace",
         *             "last_name": "Okafor",
         *             "avatar": null,
         *             "user_type": "practitioner",
         *             "degrees": [
         *               "IBCLC",
         *               "RN"
         *             ],
         *             "organization": {
         *               "id": 3,
         *               "name": "Matrona Care Team"
         *             }
         *           }
         *         ],
         *         "primary_organization": {
         *           "id": 3,
         *           "name": "Matrona Care Team"
         *         },
         *         "can_message_matrona": true,
         *         "messages_options": {
         *           "linda_greeting_message_read": true
         *         },
         *         "onboarding_version": 2,
         *         "feature_onboarding_finished_at": "2026-03-14T17:20:00Z",
         *         "passed_array_of_walkthroughs": [
         *           "dashboard",
         *           "care-plan"
         *         ],
         *         "notification_settings": {
         *           "email": 1,
         *           "sms": 1,
         *           "push": 0
         *         },
         *         "has_pylo_device": false,
         *         "biometric_auth": false,
         *         "intercom_user_hash": "4f1c9a0b7e2d",
         *         "access_level": 1
         *       }
         *     }
         * @example {
         *       "subscription": {
         *         "state": "gold",
         *         "plan": {
         *           "id": "gold-monthly",
         *           "name": "Matrona Gold",
         *           "amount_cents": 3000,
         *           "currency": "usd",
         *           "interval": "month",
         *           "interval_count": 1,
         *           "features": [
         *             "Mensajes ilimitados con tu equipo de cuidado",
         *             "Grupos y clases",
         *             "Llamadas con enfermeras",
         *             "Coordinación de cuidados"
         *           ]
         *         },
         *         "renews_at": "2026-12-14T17:05:00Z",
         *         "ends_at": null,
         *         "auto_renew": true,
         *         "card": {
         *           "id": "pm_1QxY2zMatrona",
         *           "name": "Ana Lopez",
         *           "brand": "visa",
         *           "last4": "4242",
         *           "exp_month": 8,
         *           "exp_year": 2029,
         *           "is_default": true
         *         }
         *       },
         *       "purchase": {
         *         "id": 5521,
         *         "description": "Matrona Gold, 1 mes",
         *         "amount_cents": 3000,
         *         "currency": "usd",
         *         "status": "paid",
         *         "created_at": "2026-11-14T17:05:00Z",
         *         "card_last4": "4242",
         *         "receipt_url": null
         *       },
         *       "user": {
         *         "uuid": "c2a7e9d4-1b3f-4e8a-b6d5-0f9e8d7c6b5a",
         *         "userId": 2177,
         *         "first_name": "María",
         *         "last_name": "Hernández",
         *         "age": 27,
         *         "created_at": "2026-03-14T17:05:00Z",
         *         "email": "maria.hernandez@example.org",
         *         "phone": "2135550188",
         *         "avatar": null,
         *         "children_count": 0,
         *         "status": "expecting",
         *         "timezone": "America/Los_Angeles",
         *         "user_data": {
         *           "prefs": {
         *             "terms": true,
         *             "call_you": "Mamá",
         *             "call_you_other": null,
         *             "measureUnit": "metric",
         *             "language": "es",
         *             "verified_phone": "no"
         *           }
         *         },
         *         "matrona_gold_view": true,
         *         "matrona_gold_expire_at": null,
         *         "matrona_gold_renews_at": null,
         *         "matrona_gold_is_paid": false,
         *         "latest_matrona_gold_charge": null,
         *         "maternity_benefit_organization": null,
         *         "user_care_orgs": [],
         *         "care_team_members": [],
         *         "primary_organization": null,
         *         "can_message_matrona": false,
         *         "messages_options": {
         *           "linda_greeting_message_read": false
         *         },
         *         "onboarding_version": 2,
         *         "feature_onboarding_finished_at": null,
         *         "passed_array_of_walkthroughs": [],
         *         "notification_settings": {
         *           "email": 1,
         *           "sms": 1,
         *           "push": 0
         *         },
         *         "has_pylo_device": false,
         *         "biometric_auth": false,
         *         "intercom_user_hash": null,
         *         "access_level": 1
         *       }
         *     }
         */
        MembershipResult: {
            subscription: components["schemas"]["Subscription"];
            purchase: components["schemas"]["Purchase"] | null;
            user: components["schemas"]["CurrentUser"];
        };
        /**
         * @description Joins a covered membership (an invite, an assignment code or checked eligibility).
         * @example {
         *       "invite_code": "BAHP-7Q2K"
         *     }
         */
        MembershipUpdate: {
            invite_code?: string;
            /** @description The register_assign_code kept by the apps. */
            assign_code?: string;
            eligibility?: components["schemas"]["EligibilityCheck"];
        };
        /**
         * @description What an invite gives.
         * @example {
         *       "id": 61,
         *       "code": "BAHP-7Q2K",
         *       "organization": {
         *         "id": 12,
         *         "name": "Bay Area Health Plan"
         *       },
         *       "inviter_name": "Dr. Rosa Vega",
         *       "status": "active",
         *       "expires_at": "2027-01-31T00:00:00Z",
         *       "benefit": "Matrona Gold for 12 months, covered by your health plan."
         *     }
         * @example {
         *       "id": 61,
         *       "code": "BAHP-7Q2K",
         *       "organization": {
         *         "id": 12,
         *         "name": "Bay Area Health Plan"
         *       },
         *       "inviter_name": "Dr. Rosa Vega",
         *       "status": "active",
         *       "expires_at": "2027-01-31T00:00:00Z",
         *       "benefit": "Matrona Gold por 12 meses, cubierto por tu plan de salud."
         *     }
         */
        InviteInfo: {
            id: number;
            code: string;
            organization: components["schemas"]["OrganizationRef"];
            inviter_name: string | null;
            /** @enum {string} */
            status: "active" | "used" | "expired";
            /** Format: date-time */
            expires_at: string | null;
            benefit: string | null;
        };
        /**
         * @example {
         *       "phone": "3105550142"
         *     }
         */
        PhoneConfirmationRequest: {
            phone: components["schemas"]["PhoneInput"];
        };
        /**
         * @example {
         *       "phone": "3105550142",
         *       "code": "042917"
         *     }
         */
        PhoneConfirmation: {
            phone: components["schemas"]["PhoneInput"];
            code: components["schemas"]["VerificationCode"];
        };
        /**
         * @description Membership is bought on the web: a one-time token carries the mobile session there.
         * @example {
         *       "token": "buy_N3v8",
         *       "url": "https://matrona.example/membership?buy_token=buy_N3v8",
         *       "expires_at": "2026-11-22T09:30:00Z"
         *     }
         */
        BuyToken: {
            token: string;
            /**
             * Format: uri
             * @description Where the web purchase continues.
             */
            url: string;
            /** Format: date-time */
            expires_at: string;
        };
        /**
         * @example {
         *       "valid": true
         *     }
         */
        TokenCheck: {
            valid: boolean;
        };
        /**
         * @description The current user with the profile page's fields. The alternate phone must differ from the main one.
         * @example {
         *       "uuid": "5b0f6c1e-8d2a-4a57-9a0e-3f1c2d4b5a61",
         *       "userId": 1042,
         *       "first_name": "Ana",
         *       "last_name": "Lopez",
         *       "age": 31,
         *       "created_at": "2026-03-14T17:05:00Z",
         *       "email": "ana.lopez@example.org",
         *       "phone": "3105550142",
         *       "avatar": null,
         *       "children_count": 1,
         *       "status": "postpartum",
         *       "timezone": "America/Los_Angeles",
         *       "user_data": {
         *         "prefs": {
         *           "terms": true,
         *           "call_you": "Mom",
         *           "call_you_other": null,
         *           "measureUnit": "imperial",
         *           "language": "en",
         *           "verified_phone": "yes"
         *         }
         *       },
         *       "matrona_gold_view": true,
         *       "matrona_gold_expire_at": "2026-12-14T17:05:00Z",
         *       "matrona_gold_renews_at": "2026-12-14T17:05:00Z",
         *       "matrona_gold_is_paid": true,
         *       "latest_matrona_gold_charge": {
         *         "id": 88,
         *         "amount_cents": 3000,
         *         "currency": "usd",
         *         "status": "succeeded",
         *         "charged_at": "2026-11-14T17:05:00Z"
         *       },
         *       "maternity_benefit_organization": {
         *         "id": 12,
         *         "name": "Bay Area Health Plan"
         *       },
         *       "user_care_orgs": [
         *         {
         *           "id": 3,
         *           "name": "Matrona Care Team"
         *         }
         *       ],
         *       "care_team_members": [
         *         {
         *           "id": 77,
         *           "first_name": "Grace",
         *           "last_name": "Okafor",
         *           "avatar": null,
         *           "user_type": "practitioner",
         *           "degrees": [
         *             "IBCLC",
         *             "RN"
         *           ],
         *           "organization": {
         *             "id": 3,
         *             "name": "Matrona Care Team"
         *           }
         *         }
         *       ],
         *       "primary_organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team"
         *       },
         *       "can_message_matrona": true,
         *       "messages_options": {
         *         "linda_greeting_message_read": true
         *       },
         *       "onboarding_version": 2,
         *       "feature_onboarding_finished_at": "2026-03-14T17:20:00Z",
         *       "passed_array_of_walkthroughs": [
         *         "dashboard",
         *         "care-plan"
         *       ],
         *       "notification_settings": {
         *         "email": 1,
         *         "sms": 1,
         *         "push": 0
         *       },
         *       "has_pylo_device": false,
         *       "biometric_auth": false,
         *       "intercom_user_hash": "4f1c9a0b7e2d",
         *       "access_level": 1,
         *       "zip": "94110",
         *       "birthday": "1995-02-11",
         *       "alternate_phone": null
         *     }
         * @example {
         *       "uuid": "c2a7e9d4-1b3f-4e8a-b6d5-0f9e8d7c6b5a",
         *       "userId": 2177,
         *       "first_name": "María",
         *       "last_name": "Hernández",
         *       "age": 27,
         *       "created_at": "2026-03-14T17:05:00Z",
         *       "email": "maria.hernandez@example.org",
         *       "phone": "2135550188",
         *       "avatar": null,
         *       "children_count": 0,
         *       "status": "expecting",
         *       "timezone": "America/Los_Angeles",
         *       "user_data": {
         *         "prefs": {
         *           "terms": true,
         *           "call_you": "Mamá",
         *           "call_you_other": null,
         *           "measureUnit": "metric",
         *           "language": "es",
         *           "verified_phone": "no"
         *         }
         *       },
         *       "matrona_gold_view": false,
         *       "matrona_gold_expire_at": null,
         *       "matrona_gold_renews_at": null,
         *       "matrona_gold_is_paid": false,
         *       "latest_matrona_gold_charge": null,
         *       "maternity_benefit_organization": null,
         *       "user_care_orgs": [],
         *       "care_team_members": [],
         *       "primary_organization": null,
         *       "can_message_matrona": false,
         *       "messages_options": {
         *         "linda_greeting_message_read": false
         *       },
         *       "onboarding_version": 2,
         *       "feature_onboarding_finished_at": null,
         *       "passed_array_of_walkthroughs": [],
         *       "notification_settings": {
         *         "email": 1,
         *         "sms": 1,
         *         "push": 0
         *       },
         *       "has_pylo_device": false,
         *       "biometric_auth": false,
         *       "intercom_user_hash": null,
         *       "access_level": 1,
         *       "zip": "90012",
         *       "birthday": "1999-07-30",
         *       "alternate_phone": "2135550199"
         *     }
         */
        PatientProfile: components["schemas"]["CurrentUser"] & {
            zip: string | null;
            /** Format: date */
            birthday: string | null;
            alternate_phone: components["schemas"]["Phone"] | null;
        };
        /**
         * @description A finished run's result, as scored at its end by @mat/domain.
         * @example {
         *       "questionnaire_user_id": 2204,
         *       "end_at": "2026-11-10T12:00:00Z",
         *       "score": 11,
         *       "max_score": 30,
         *       "band": "10-13",
         *       "crisis": false
         *     }
         */
        QuestionnaireResult: {
            questionnaire_user_id: number;
            /** Format: date-time */
            end_at: string;
            score: number | null;
            max_score: number | null;
            /** @description The result band, e.g. 10-13 of the Edinburgh scale. */
            band: string | null;
            crisis: boolean;
        };
        /**
         * @description A questionnaire of the patient.
         * @example {
         *       "id": 14,
         *       "slug": "edinburgh",
         *       "title": "How are you feeling?",
         *       "status": "completed",
         *       "questionnaire_user_id": 2204,
         *       "end_at": "2026-11-10T12:00:00Z",
         *       "results": [
         *         {
         *           "questionnaire_user_id": 2204,
         *           "end_at": "2026-11-10T12:00:00Z",
         *           "score": 11,
         *           "max_score": 30,
         *           "band": "10-13",
         *           "crisis": false
         *         }
         *       ]
         *     }
         * @example {
         *       "id": 14,
         *       "slug": "edinburgh",
         *       "title": "¿Cómo te sientes?",
         *       "status": "completed",
         *       "questionnaire_user_id": 2204,
         *       "end_at": "2026-11-10T12:00:00Z",
         *       "results": [
         *         {
         *           "questionnaire_user_id": 2204,
         *           "end_at": "2026-11-10T12:00:00Z",
         *           "score": 11,
         *           "max_score": 30,
         *           "band": "10-13",
         *           "crisis": false
         *         }
         *       ]
         *     }
         */
        QuestionnaireSummary: {
            id: number;
            slug: string;
            title: string;
            /** @enum {string} */
            status: "not_started" | "in_progress" | "completed" | "terminated";
            questionnaire_user_id: number | null;
            /** Format: date-time */
            end_at: string | null;
            /** @description Designed beyond the spec. The finished runs, newest first, with the total and band stored at their end: the patient's results over time. */
            results: components["schemas"]["QuestionnaireResult"][];
        };
        /**
         * @example {
         *       "measureUnit": "metric"
         *     }
         */
        MeasurementSystemUpdate: {
            measureUnit: components["schemas"]["MeasureUnit"];
        };
        /**
         * @example {
         *       "language": "es"
         *     }
         */
        LanguageUpdate: {
            language: components["schemas"]["Locale"];
        };
        /**
         * @example gift
         * @enum {string}
         */
        PromocodeKind: "discount" | "gift" | "organization";
        /**
         * @description A promotion or gift code.
         * @example {
         *       "code": "WELCOME10",
         *       "kind": "discount",
         *       "months": 3,
         *       "percent_off": 10,
         *       "amount_off_cents": null,
         *       "valid": true,
         *       "giver_first_name": null
         *     }
         * @example {
         *       "code": "GIFT-8HJ2-KQ",
         *       "kind": "gift",
         *       "months": 3,
         *       "percent_off": 100,
         *       "amount_off_cents": null,
         *       "valid": true,
         *       "giver_first_name": "Rosa"
         *     }
         */
        Promocode: {
            code: string;
            kind: components["schemas"]["PromocodeKind"];
            months: number;
            percent_off: number | null;
            amount_off_cents: number | null;
            valid: boolean;
            /** @description For a gift: the giver (no anonymous gifting). */
            giver_first_name: string | null;
        };
        /**
         * @example {
         *       "promocode": {
         *         "code": "GIFT-8HJ2-KQ",
         *         "kind": "gift",
         *         "months": 3,
         *         "percent_off": 100,
         *         "amount_off_cents": null,
         *         "valid": true,
         *         "giver_first_name": "Rosa"
         *       },
         *       "user": {
         *         "uuid": "5b0f6c1e-8d2a-4a57-9a0e-3f1c2d4b5a61",
         *         "userId": 1042,
         *         "first_name": "Ana",
         *         "last_name": "Lopez",
         *         "age": 31,
         *         "created_at": "2026-03-14T17:05:00Z",
         *         "email": "ana.lopez@example.org",
         *         "phone": "3105550142",
         *         "avatar": null,
         *         "children_count": 1,
         *         "status": "postpartum",
         *         "timezone": "America/Los_Angeles",
         *         "user_data": {
         *           "prefs": {
         *             "terms": true,
         *             "call_you": "Mom",
         *             "call_you_other": null,
         *             "measureUnit": "imperial",
         *             "language": "en",
         *             "verified_phone": "yes"
         *           }
         *         },
         *         "matrona_gold_view": true,
         *         "matrona_gold_expire_at": "2026-12-14T17:05:00Z",
         *         "matrona_gold_renews_at": "2026-12-14T17:05:00Z",
         *         "matrona_gold_is_paid": true,
         *         "latest_matrona_gold_charge": {
         *           "id": 88,
         *           "amount_cents": 3000,
         *           "currency": "usd",
         *           "status": "succeeded",
         *           "charged_at": "2026-11-14T17:05:00Z"
         *         },
         *         "maternity_benefit_organization": {
         *           "id": 12,
         *           "name": "Bay Area Health Plan"
         *         },
         *         "user_care_orgs": [
         *           {
         *             "id": 3,
         *             "name": "Matrona Care Team"
         *           }
         *         ],
         *         "care_team_members": [
         *           {
         *             "id": 77,
         *             "first_name": "Grace",
         *             "last_name": "Okafor",
         *             "avatar": null,
         *             "user_type": "practitioner",
         *             "degrees": [
         *               "IBCLC",
         *               "RN"
         *             ],
         *             "organization": {
         *               "id": 3,
         *               "name": "Matrona Care Team"
         *             }
         *           }
         *         ],
         *         "primary_organization": {
         *           "id": 3,
         *           "name": "Matrona Care Team"
         *         },
         *         "can_message_matrona": true,
         *         "messages_options": {
         *           "linda_greeting_message_read": true
         *         },
         *         "onboarding_version": 2,
         *         "feature_onboarding_finished_at": "2026-03-14T17:20:00Z",
         *         "passed_array_of_walkthroughs": [
         *           "dashboard",
         *           "care-plan"
         *         ],
         *         "notification_settings": {
         *           "email": 1,
         *           "sms": 1,
         *           "push": 0
         *         },
         *         "has_pylo_device": false,
         *         "biometric_auth": false,
         *         "intercom_user_hash": "4f1c9a0b7e2d",
         *         "access_level": 1
         *       }
         *     }
         */
        PromocodeApplied: {
            promocode: components["schemas"]["Promocode"];
            user: components["schemas"]["CurrentUser"];
        };
        /**
         * @example {
         *       "phone": "3105550177",
         *       "code": "042917"
         *     }
         */
        PhoneChange: {
            phone: components["schemas"]["PhoneInput"];
            code: components["schemas"]["VerificationCode"];
        };
        /**
         * @description A document of the patient or shared by an organization.
         * @example {
         *       "id": 140,
         *       "name": "Discharge instructions.pdf",
         *       "mime_type": "application/pdf",
         *       "size_bytes": 182044,
         *       "uploaded_at": "2026-05-01T10:00:00Z",
         *       "uploaded_by": "patient",
         *       "organization": null,
         *       "viewed": true
         *     }
         * @example {
         *       "id": 141,
         *       "name": "Resumen de la visita.pdf",
         *       "mime_type": "application/pdf",
         *       "size_bytes": 182044,
         *       "uploaded_at": "2026-05-01T10:00:00Z",
         *       "uploaded_by": "organization",
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team"
         *       },
         *       "viewed": false
         *     }
         */
        Document: {
            id: number;
            name: string;
            mime_type: string;
            size_bytes: number;
            /** Format: date-time */
            uploaded_at: string;
            /** @enum {string} */
            uploaded_by: "patient" | "organization";
            organization: components["schemas"]["OrganizationRef"] | null;
            viewed: boolean;
        };
        /**
         * @description A page of documents.
         * @example {
         *       "data": [
         *         {
         *           "id": 140,
         *           "name": "Discharge instructions.pdf",
         *           "mime_type": "application/pdf",
         *           "size_bytes": 182044,
         *           "uploaded_at": "2026-05-01T10:00:00Z",
         *           "uploaded_by": "patient",
         *           "organization": null,
         *           "viewed": true
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         * @example {
         *       "data": [
         *         {
         *           "id": 141,
         *           "name": "Resumen de la visita.pdf",
         *           "mime_type": "application/pdf",
         *           "size_bytes": 182044,
         *           "uploaded_at": "2026-05-01T10:00:00Z",
         *           "uploaded_by": "organization",
         *           "organization": {
         *             "id": 3,
         *             "name": "Matrona Care Team"
         *           },
         *           "viewed": false
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         */
        DocumentPage: {
            data: components["schemas"]["Document"][];
            /** @description This page's number, from 1. */
            page: number;
            /** @description Another page follows. */
            has_more: boolean;
        };
        /**
         * @description A document to upload.
         * @example {
         *       "file": "(binary)",
         *       "name": "Lab results"
         *     }
         */
        DocumentUpload: {
            /**
             * Format: binary
             * @description PDF or image, at most 10 MB (validation.invalidFileType, validation.fileTooLarge).
             */
            file: Blob;
            name?: string;
        };
        /**
         * @description A new avatar.
         * @example {
         *       "file": "(binary)"
         *     }
         */
        AvatarUpload: {
            /**
             * Format: binary
             * @description JPEG, PNG or WebP, at most 5 MB.
             */
            file: Blob;
        };
        /**
         * @example {
         *       "url": "https://files.matrona.example/avatars/1042.jpg"
         *     }
         * @example {
         *       "url": null
         *     }
         */
        Avatar: {
            /** Format: uri */
            url: string | null;
        };
        /**
         * @description The answers of the onboarding flow.
         * @example {
         *       "status": "expecting",
         *       "version": 2,
         *       "due_date": "2027-01-20",
         *       "interests": [
         *         "nursing",
         *         "nutrition"
         *       ],
         *       "call_you": "Mom"
         *     }
         * @example {
         *       "status": "postpartum",
         *       "baby_birth_date": "2026-10-30",
         *       "call_you": "Mamá"
         *     }
         */
        OnboardingAnswers: {
            status: components["schemas"]["PatientStatus"];
            /**
             * @default 2
             * @enum {integer}
             */
            version: 1 | 2;
            /** Format: date */
            due_date?: string | null;
            /** Format: date */
            baby_birth_date?: string | null;
            interests?: components["schemas"]["ProgramId"][];
            call_you?: string | null;
        };
        /**
         * @example {
         *       "walkthroughs": [
         *         "monitors"
         *       ]
         *     }
         */
        FeatureOnboardingData: {
            /** @description Walkthroughs just seen (added to passed_array_of_walkthroughs). */
            walkthroughs?: string[];
            interests?: components["schemas"]["ProgramId"][];
        };
        /**
         * @description Medical conditions offered (about 30, stored in English; the apps translate them).
         * @example Hypertension
         * @enum {string}
         */
        MedicalConditionChoice: "Anemia" | "Anxiety" | "Asthma" | "Autoimmune disease" | "Blood clotting disorder" | "Cancer" | "Depression" | "Diabetes type 1" | "Diabetes type 2" | "Eating disorder" | "Epilepsy" | "Gestational diabetes" | "Heart disease" | "Hepatitis" | "HIV" | "Hypertension" | "Infertility" | "Kidney disease" | "Liver disease" | "Lupus" | "Migraines" | "Obesity" | "PCOS" | "Postpartum depression" | "Preeclampsia" | "Sickle cell disease" | "Substance use disorder" | "Thyroid disease" | "Other";
        /**
         * @example {
         *       "date": "2024-03-10",
         *       "type": "miscarriage"
         *     }
         */
        PregnancyLoss: {
            /** Format: date */
            date: string;
            type: components["schemas"]["PregnancyLossType"];
        };
        /**
         * @example {
         *       "street": "2150 Mission St",
         *       "city": "San Francisco",
         *       "state": "CA",
         *       "zip": "94110"
         *     }
         */
        Address: {
            street: string;
            city: string;
            state: string;
            zip: string;
        };
        /**
         * @example {
         *       "provider": "Bay Area Health Plan",
         *       "member_id": "BAHP123456"
         *     }
         */
        Insurance: {
            provider: string;
            member_id: string;
        };
        /**
         * @description The parent's medical profile; care team organizations see it with the patient's permission.
         * @example {
         *       "gender_identity": "Woman",
         *       "pronouns": "she/her",
         *       "sex_at_birth": "female",
         *       "race_ethnicity": [
         *         "Hispanic or Latino"
         *       ],
         *       "birthday": "1995-02-11",
         *       "medical_conditions": [
         *         "Hypertension"
         *       ],
         *       "medical_conditions_description": "Diagnosed in 2024.",
         *       "current_medications": "Labetalol 100 mg twice a day",
         *       "food_allergies": "None",
         *       "drug_allergies": "Penicillin",
         *       "dietary_preferences": [
         *         "Vegetarian"
         *       ],
         *       "losses": [
         *         {
         *           "date": "2024-03-10",
         *           "type": "miscarriage"
         *         }
         *       ],
         *       "home_address": {
         *         "street": "2150 Mission St",
         *         "city": "San Francisco",
         *         "state": "CA",
         *         "zip": "94110"
         *       },
         *       "insurance": {
         *         "provider": "Bay Area Health Plan",
         *         "member_id": "BAHP123456"
         *       },
         *       "primary_care_provider": {
         *         "name": "Dr. Omar Haddad",
         *         "organization": "Mission Clinic",
         *         "phone": "4155550110"
         *       },
         *       "obstetrician": {
         *         "name": "Dr. Rosa Vega",
         *         "organization": "St. Mary Medical Center",
         *         "phone": "4155550120"
         *       },
         *       "doula": null,
         *       "midwife": null,
         *       "pediatrician": {
         *         "name": "Dr. Kim Tran",
         *         "organization": "Eastside Pediatrics",
         *         "phone": "4155550130"
         *       },
         *       "support_person": "Luis Lopez"
         *     }
         * @example {
         *       "gender_identity": "Mujer",
         *       "pronouns": "ella",
         *       "sex_at_birth": "female",
         *       "race_ethnicity": [
         *         "Hispana o latina"
         *       ],
         *       "birthday": "1995-02-11",
         *       "medical_conditions": [
         *         "Hypertension"
         *       ],
         *       "medical_conditions_description": "Diagnosticada en 2024.",
         *       "current_medications": "Labetalol 100 mg dos veces al día",
         *       "food_allergies": "Ninguna",
         *       "drug_allergies": "Penicilina",
         *       "dietary_preferences": [
         *         "Vegetariana"
         *       ],
         *       "losses": [
         *         {
         *           "date": "2024-03-10",
         *           "type": "miscarriage"
         *         }
         *       ],
         *       "home_address": {
         *         "street": "2150 Mission St",
         *         "city": "San Francisco",
         *         "state": "CA",
         *         "zip": "94110"
         *       },
         *       "insurance": {
         *         "provider": "Bay Area Health Plan",
         *         "member_id": "BAHP123456"
         *       },
         *       "primary_care_provider": {
         *         "name": "Dr. Omar Haddad",
         *         "organization": "Mission Clinic",
         *         "phone": "4155550110"
         *       },
         *       "obstetrician": {
         *         "name": "Dr. Rosa Vega",
         *         "organization": "St. Mary Medical Center",
         *         "phone": "4155550120"
         *       },
         *       "doula": null,
         *       "midwife": null,
         *       "pediatrician": {
         *         "name": "Dr. Kim Tran",
         *         "organization": "Eastside Pediatrics",
         *         "phone": "4155550130"
         *       },
         *       "support_person": "Luis Lopez"
         *     }
         */
        MedicalProfile: {
            gender_identity: string | null;
            pronouns: string | null;
            sex_at_birth: components["schemas"]["SexAssignedAtBirth"] | null;
            race_ethnicity: string[];
            /** Format: date */
            birthday: string | null;
            medical_conditions: components["schemas"]["MedicalConditionChoice"][];
            medical_conditions_description: string | null;
            current_medications: string | null;
            food_allergies: string | null;
            drug_allergies: string | null;
            dietary_preferences: string[];
            losses: components["schemas"]["PregnancyLoss"][];
            home_address: components["schemas"]["Address"] | null;
            insurance: components["schemas"]["Insurance"] | null;
            primary_care_provider: components["schemas"]["CareProvider"] | null;
            obstetrician: components["schemas"]["CareProvider"] | null;
            doula: components["schemas"]["CareProvider"] | null;
            midwife: components["schemas"]["CareProvider"] | null;
            pediatrician: components["schemas"]["CareProvider"] | null;
            /** @description Partner or support person. */
            support_person: string | null;
        };
        /**
         * @description Changes to the medical profile; fields left out stay as they are.
         * @example {
         *       "current_medications": "Labetalol 200 mg twice a day"
         *     }
         * @example {
         *       "support_person": "Luis Lopez",
         *       "pregnancies_experienced": 2
         *     }
         */
        MedicalProfileUpdate: {
            gender_identity?: string | null;
            pronouns?: string | null;
            sex_at_birth?: components["schemas"]["SexAssignedAtBirth"] | null;
            race_ethnicity?: string[];
            /** Format: date */
            birthday?: string | null;
            medical_conditions?: components["schemas"]["MedicalConditionChoice"][];
            medical_conditions_description?: string | null;
            current_medications?: string | null;
            food_allergies?: string | null;
            drug_allergies?: string | null;
            dietary_preferences?: string[];
            losses?: components["schemas"]["PregnancyLoss"][];
            home_address?: components["schemas"]["Address"] | null;
            insurance?: components["schemas"]["Insurance"] | null;
            primary_care_provider?: components["schemas"]["CareProvider"] | null;
            obstetrician?: components["schemas"]["CareProvider"] | null;
            doula?: components["schemas"]["CareProvider"] | null;
            midwife?: components["schemas"]["CareProvider"] | null;
            pediatrician?: components["schemas"]["CareProvider"] | null;
            support_person?: string | null;
            pregnancies_experienced?: number;
        };
        /**
         * @description The medical history questionnaire's answers.
         * @example {
         *       "questionnaire_id": 3,
         *       "questionnaire_user_id": 2190,
         *       "responses": [
         *         {
         *           "id": 5012,
         *           "questions_id": 31,
         *           "questionnaire_group_id": 4,
         *           "response": "Yes",
         *           "updated_at": "2026-10-02T15:00:00Z"
         *         }
         *       ]
         *     }
         */
        MedicalHistoryAnswers: {
            questionnaire_id: number;
            questionnaire_user_id: number | null;
            responses: components["schemas"]["QuestionnaireResponse"][];
        };
        /**
         * @example {
         *       "value": true,
         *       "password": "lullaby-2026"
         *     }
         */
        BiometricAuthUpdate: {
            /** @description true switches sign-in with the device's biometrics on. */
            value: boolean;
            /** @description Required to switch it on (errors.wrongPassword). */
            password?: string;
        };
        /**
         * @example {
         *       "password": "lullaby-2026"
         *     }
         */
        PasswordCheck: {
            password: string;
        };
        /**
         * @description A gift membership to send; the recipient sees the giver's first name.
         * @example {
         *       "recipient_first_name": "Camila",
         *       "recipient_last_name": "Reyes",
         *       "recipient_contact": "camila.reyes@example.org",
         *       "message": "For you and the baby, with love.",
         *       "months": 3,
         *       "amount_per_month_cents": 3000
         *     }
         * @example {
         *       "recipient_first_name": "Camila",
         *       "recipient_last_name": "Reyes",
         *       "recipient_contact": "2135550123",
         *       "message": "Para ti y el bebé, con cariño.",
         *       "months": 3,
         *       "amount_per_month_cents": 3000
         *     }
         */
        GiftRecipient: {
            recipient_first_name: components["schemas"]["NameInput"];
            recipient_last_name: components["schemas"]["NameInput"];
            /** @description A valid e-mail or a 10-digit phone (validation.emailOrPhone). */
            recipient_contact: string;
            message?: string | null;
            months: number;
            amount_per_month_cents: number;
        };
        /**
         * @example {
         *       "gifts": [
         *         {
         *           "recipient_first_name": "Camila",
         *           "recipient_last_name": "Reyes",
         *           "recipient_contact": "camila.reyes@example.org",
         *           "message": "For you and the baby, with love.",
         *           "months": 3,
         *           "amount_per_month_cents": 3000
         *         }
         *       ]
         *     }
         * @example {
         *       "gifts": [
         *         {
         *           "recipient_first_name": "Camila",
         *           "recipient_last_name": "Reyes",
         *           "recipient_contact": "2135550123",
         *           "message": "Para ti y el bebé, con cariño.",
         *           "months": 3,
         *           "amount_per_month_cents": 3000
         *         }
         *       ]
         *     }
         */
        GiftOrder: {
            /** @description At most 10 per purchase (more through support). */
            gifts: components["schemas"]["GiftRecipient"][];
        };
        /**
         * @description A payment to confirm in the payment form.
         * @example {
         *       "client_secret": "pi_3Q_secret_9f",
         *       "amount_cents": 9000,
         *       "currency": "usd"
         *     }
         */
        GiftPaymentIntent: {
            client_secret: string;
            amount_cents: number;
            currency: string;
        };
        /**
         * @example {
         *       "payment_intent_id": "pi_3Q",
         *       "gifts": [
         *         {
         *           "recipient_first_name": "Camila",
         *           "recipient_last_name": "Reyes",
         *           "recipient_contact": "camila.reyes@example.org",
         *           "message": "For you and the baby, with love.",
         *           "months": 3,
         *           "amount_per_month_cents": 3000
         *         }
         *       ]
         *     }
         * @example {
         *       "payment_intent_id": "pi_3R",
         *       "gifts": [
         *         {
         *           "recipient_first_name": "Camila",
         *           "recipient_last_name": "Reyes",
         *           "recipient_contact": "2135550123",
         *           "message": "Para ti y el bebé, con cariño.",
         *           "months": 3,
         *           "amount_per_month_cents": 3000
         *         }
         *       ]
         *     }
         */
        GiftPaymentServiceOrder: {
            payment_intent_id: string;
            gifts: components["schemas"]["GiftRecipient"][];
        };
        /**
         * @description Pay for gifts with a saved or new card.
         * @example {
         *       "card_id": "pm_1QxY2zMatrona",
         *       "gifts": [
         *         {
         *           "recipient_first_name": "Camila",
         *           "recipient_last_name": "Reyes",
         *           "recipient_contact": "camila.reyes@example.org",
         *           "message": "For you and the baby, with love.",
         *           "months": 3,
         *           "amount_per_month_cents": 3000
         *         },
         *         {
         *           "recipient_first_name": "Camila",
         *           "recipient_last_name": "Reyes",
         *           "recipient_contact": "2135550123",
         *           "message": "Para ti y el bebé, con cariño.",
         *           "months": 3,
         *           "amount_per_month_cents": 3000
         *         }
         *       ]
         *     }
         */
        GiftCardOrder: {
            card_id?: string;
            payment_method_id?: string;
            gifts: components["schemas"]["GiftRecipient"][];
        };
        /**
         * @description Payment successful; gift memberships sent. Gift memberships are not refunded.
         * @example {
         *       "gifts": [
         *         {
         *           "code": "GIFT-8HJ2-KQ",
         *           "recipient_contact": "camila.reyes@example.org",
         *           "months": 3
         *         }
         *       ],
         *       "purchase": {
         *         "id": 5522,
         *         "description": "Gift membership, 3 months",
         *         "amount_cents": 9000,
         *         "currency": "usd",
         *         "status": "paid",
         *         "created_at": "2026-11-22T09:00:00Z",
         *         "card_last4": "4242",
         *         "receipt_url": null
         *       }
         *     }
         * @example {
         *       "gifts": [
         *         {
         *           "code": "GIFT-2MX7-PA",
         *           "recipient_contact": "2135550123",
         *           "months": 3
         *         }
         *       ],
         *       "purchase": {
         *         "id": 5523,
         *         "description": "Membresía de regalo, 3 meses",
         *         "amount_cents": 9000,
         *         "currency": "usd",
         *         "status": "paid",
         *         "created_at": "2026-11-22T09:00:00Z",
         *         "card_last4": "4242",
         *         "receipt_url": null
         *       }
         *     }
         */
        GiftPurchase: {
            gifts: {
                code: string;
                recipient_contact: string;
                months: number;
            }[];
            purchase: components["schemas"]["Purchase"];
        };
        /**
         * @description A gift code applied to the signed-in account.
         * @example {
         *       "code": "GIFT-8HJ2-KQ",
         *       "giver_first_name": "Rosa",
         *       "months": 3,
         *       "user": {
         *         "uuid": "5b0f6c1e-8d2a-4a57-9a0e-3f1c2d4b5a61",
         *         "userId": 1042,
         *         "first_name": "Ana",
         *         "last_name": "Lopez",
         *         "age": 31,
         *         "created_at": "2026-03-14T17:05:00Z",
         *         "email": "ana.lopez@example.org",
         *         "phone": "3105550142",
         *         "avatar": null,
         *         "children_count": 1,
         *         "status": "postpartum",
         *         "timezone": "America/Los_Angeles",
         *         "user_data": {
         *           "prefs": {
         *             "terms": true,
         *             "call_you": "Mom",
         *             "call_you_other": null,
         *             "measureUnit": "imperial",
         *             "language": "en",
         *             "verified_phone": "yes"
         *           }
         *         },
         *         "matrona_gold_view": true,
         *         "matrona_gold_expire_at": "2026-12-14T17:05:00Z",
         *         "matrona_gold_renews_at": "2026-12-14T17:05:00Z",
         *         "matrona_gold_is_paid": true,
         *         "latest_matrona_gold_charge": {
         *           "id": 88,
         *           "amount_cents": 3000,
         *           "currency": "usd",
         *           "status": "succeeded",
         *           "charged_at": "2026-11-14T17:05:00Z"
         *         },
         *         "maternity_benefit_organization": {
         *           "id": 12,
         *           "name": "Bay Area Health Plan"
         *         },
         *         "user_care_orgs": [
         *           {
         *             "id": 3,
         *             "name": "Matrona Care Team"
         *           }
         *         ],
         *         "care_team_members": [
         *           {
         *             "id": 77,
         *             "first_name": "Grace",
         *             "last_name": "Okafor",
         *             "avatar": null,
         *             "user_type": "practitioner",
         *             "degrees": [
         *               "IBCLC",
         *               "RN"
         *             ],
         *             "organization": {
         *               "id": 3,
         *               "name": "Matrona Care Team"
         *             }
         *           }
         *         ],
         *         "primary_organization": {
         *           "id": 3,
         *           "name": "Matrona Care Team"
         *         },
         *         "can_message_matrona": true,
         *         "messages_options": {
         *           "linda_greeting_message_read": true
         *         },
         *         "onboarding_version": 2,
         *         "feature_onboarding_finished_at": "2026-03-14T17:20:00Z",
         *         "passed_array_of_walkthroughs": [
         *           "dashboard",
         *           "care-plan"
         *         ],
         *         "notification_settings": {
         *           "email": 1,
         *           "sms": 1,
         *           "push": 0
         *         },
         *         "has_pylo_device": false,
         *         "biometric_auth": false,
         *         "intercom_user_hash": "4f1c9a0b7e2d",
         *         "access_level": 1
         *       }
         *     }
         * @example {
         *       "code": "GIFT-2MX7-PA",
         *       "giver_first_name": "Lucía",
         *       "months": 3,
         *       "user": {
         *         "uuid": "c2a7e9d4-1b3f-4e8a-b6d5-0f9e8d7c6b5a",
         *         "userId": 2177,
         *         "first_name": "María",
         *         "last_name": "Hernández",
         *         "age": 27,
         *         "created_at": "2026-03-14T17:05:00Z",
         *         "email": "maria.hernandez@example.org",
         *         "phone": "2135550188",
         *         "avatar": null,
         *         "children_count": 0,
         *         "status": "expecting",
         *         "timezone": "America/Los_Angeles",
         *         "user_data": {
         *           "prefs": {
         *             "terms": true,
         *             "call_you": "Mamá",
         *             "call_you_other": null,
         *             "measureUnit": "metric",
         *             "language": "es",
         *             "verified_phone": "no"
         *           }
         *         },
         *         "matrona_gold_view": false,
         *         "matrona_gold_expire_at": null,
         *         "matrona_gold_renews_at": null,
         *         "matrona_gold_is_paid": false,
         *         "latest_matrona_gold_charge": null,
         *         "maternity_benefit_organization": null,
         *         "user_care_orgs": [],
         *         "care_team_members": [],
         *         "primary_organization": null,
         *         "can_message_matrona": false,
         *         "messages_options": {
         *           "linda_greeting_message_read": false
         *         },
         *         "onboarding_version": 2,
         *         "feature_onboarding_finished_at": null,
         *         "passed_array_of_walkthroughs": [],
         *         "notification_settings": {
         *           "email": 1,
         *           "sms": 1,
         *           "push": 0
         *         },
         *         "has_pylo_device": false,
         *         "biometric_auth": false,
         *         "intercom_user_hash": null,
         *         "access_level": 1
         *       }
         *     }
         */
        GiftRedemption: {
            code: string;
            giver_first_name: string;
            months: number;
            user: components["schemas"]["CurrentUser"];
        };
        /**
         * @description A thank-you gift card for answering a questionnaire.
         * @example {
         *       "slug": "thank-you",
         *       "type": "coffee",
         *       "title": "A coffee on us",
         *       "description": "Thank you for telling us how you are doing.",
         *       "amount_cents": 500,
         *       "image": null,
         *       "code": null
         *     }
         * @example {
         *       "slug": "thank-you",
         *       "type": "coffee",
         *       "title": "Un café por nuestra cuenta",
         *       "description": "Gracias por contarnos cómo estás.",
         *       "amount_cents": 500,
         *       "image": null,
         *       "code": null
         *     }
         */
        GiftCard: {
            slug: string;
            type: string;
            title: string;
            description: string;
            amount_cents: number;
            /** Format: uri */
            image: string | null;
            /** @description Present once earned. */
            code: string | null;
        };
        /**
         * @description Send the key that opens a private questionnaire.
         * @example {
         *       "lang": "es",
         *       "transporter": "sms"
         *     }
         */
        ChallengeKeyRequest: {
            lang: components["schemas"]["Locale"];
            /** @enum {string} */
            transporter: "email" | "sms";
        };
        /**
         * @example {
         *       "transporter": "sms",
         *       "destination_hint": "(***) ***-0142"
         *     }
         */
        ChallengeKeySent: {
            /** @enum {string} */
            transporter: "email" | "sms";
            /** @description Where it went, partly hidden. */
            destination_hint: string;
        };
        /**
         * @example {
         *       "value": "0",
         *       "label": "As much as I always could",
         *       "score": 0
         *     }
         * @example {
         *       "value": "0",
         *       "label": "Tanto como siempre",
         *       "score": 0
         *     }
         */
        QuestionOption: {
            value: string;
            label: string;
            score: number | null;
        };
        /**
         * @example {
         *       "id": 31,
         *       "text": "I have been able to laugh and see the funny side of things",
         *       "type": "single",
         *       "required": true,
         *       "options": [
         *         {
         *           "value": "0",
         *           "label": "As much as I always could",
         *           "score": 0
         *         },
         *         {
         *           "value": "1",
         *           "label": "Not quite so much now",
         *           "score": 1
         *         }
         *       ]
         *     }
         * @example {
         *       "id": 31,
         *       "text": "He sido capaz de reír y ver el lado bueno de las cosas",
         *       "type": "single",
         *       "required": true,
         *       "options": [
         *         {
         *           "value": "0",
         *           "label": "Tanto como siempre",
         *           "score": 0
         *         },
         *         {
         *           "value": "1",
         *           "label": "No tanto ahora",
         *           "score": 1
         *         }
         *       ]
         *     }
         */
        Question: {
            id: number;
            text: string;
            /** @enum {string} */
            type: "single" | "multiple" | "text" | "number" | "date" | "yes_no" | "scale";
            /** @description Mandatory questions must be answered (validation.answerAll). */
            required: boolean;
            /** @description The choices of single, multiple and yes_no questions (yes_no offers `yes` and `no`); empty otherwise. */
            options: components["schemas"]["QuestionOption"][];
            /** @description A text answer's most characters. */
            max_length?: number;
            /** @description The lowest number or scale point. */
            min?: number;
            /** @description The highest number or scale point. */
            max?: number;
            /** @description A number answer must be whole. */
            integer?: boolean;
            /** @description What a scale's lowest point means. */
            min_label?: string;
            /** @description What a scale's highest point means. */
            max_label?: string;
        };
        /**
         * @example {
         *       "id": 4,
         *       "title": "Mood",
         *       "questions": [
         *         {
         *           "id": 31,
         *           "text": "I have been able to laugh and see the funny side of things",
         *           "type": "single",
         *           "required": true,
         *           "options": [
         *             {
         *               "value": "0",
         *               "label": "As much as I always could",
         *               "score": 0
         *             },
         *             {
         *               "value": "1",
         *               "label": "Not quite so much now",
         *               "score": 1
         *             }
         *           ]
         *         }
         *       ]
         *     }
         * @example {
         *       "id": 4,
         *       "title": "Ánimo",
         *       "questions": [
         *         {
         *           "id": 31,
         *           "text": "He sido capaz de reír y ver el lado bueno de las cosas",
         *           "type": "single",
         *           "required": true,
         *           "options": [
         *             {
         *               "value": "0",
         *               "label": "Tanto como siempre",
         *               "score": 0
         *             },
         *             {
         *               "value": "1",
         *               "label": "No tanto ahora",
         *               "score": 1
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        QuestionGroup: {
            id: number;
            title: string | null;
            questions: components["schemas"]["Question"][];
        };
        /**
         * @example {
         *       "id": 1,
         *       "title": "The past 7 days",
         *       "groups": [
         *         {
         *           "id": 4,
         *           "title": "Mood",
         *           "questions": [
         *             {
         *               "id": 31,
         *               "text": "I have been able to laugh and see the funny side of things",
         *               "type": "single",
         *               "required": true,
         *               "options": [
         *                 {
         *                   "value": "0",
         *                   "label": "As much as I always could",
         *                   "score": 0
         *                 },
         *                 {
         *                   "value": "1",
         *                   "label": "Not quite so much now",
         *                   "score": 1
         *                 }
         *               ]
         *             }
         *           ]
         *         }
         *       ]
         *     }
         * @example {
         *       "id": 1,
         *       "title": "Los últimos 7 días",
         *       "groups": [
         *         {
         *           "id": 4,
         *           "title": "Ánimo",
         *           "questions": [
         *             {
         *               "id": 31,
         *               "text": "He sido capaz de reír y ver el lado bueno de las cosas",
         *               "type": "single",
         *               "required": true,
         *               "options": [
         *                 {
         *                   "value": "0",
         *                   "label": "Tanto como siempre",
         *                   "score": 0
         *                 },
         *                 {
         *                   "value": "1",
         *                   "label": "No tanto ahora",
         *                   "score": 1
         *                 }
         *               ]
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        QuestionnaireStep: {
            id: number;
            title: string | null;
            groups: components["schemas"]["QuestionGroup"][];
        };
        /**
         * @example {
         *       "step_id": 1,
         *       "group_id": 4,
         *       "percent": 30
         *     }
         */
        QuestionnaireProgress: {
            step_id: number | null;
            group_id: number | null;
            percent: number;
        };
        /**
         * @description The patient's run through a questionnaire.
         * @example {
         *       "questionnaire_user_id": 2204,
         *       "questionnaire_id": 14,
         *       "questionnaire_user_language": "EN",
         *       "end_at": null,
         *       "is_terminated": false,
         *       "termination_reason": null,
         *       "questionnaire_user_progress": {
         *         "step_id": 1,
         *         "group_id": 4,
         *         "percent": 30
         *       }
         *     }
         */
        QuestionnaireUser: {
            questionnaire_user_id: number;
            questionnaire_id: number;
            /**
             * @description Defaults to EN.
             * @enum {string}
             */
            questionnaire_user_language: "EN" | "ES";
            /** Format: date-time */
            end_at: string | null;
            is_terminated: boolean;
            termination_reason: string | null;
            questionnaire_user_progress: components["schemas"]["QuestionnaireProgress"];
        };
        /**
         * @description A questionnaire with its structure and the patient's answers.
         * @example {
         *       "id": 14,
         *       "slug": "edinburgh",
         *       "title": "How are you feeling?",
         *       "description": "Ten questions about the past seven days.",
         *       "settings": {
         *         "provider": "matrona"
         *       },
         *       "product": {
         *         "belongs_to_org": false
         *       },
         *       "steps": [
         *         {
         *           "id": 1,
         *           "title": "The past 7 days",
         *           "groups": [
         *             {
         *               "id": 4,
         *               "title": "Mood",
         *               "questions": [
         *                 {
         *                   "id": 31,
         *                   "text": "I have been able to laugh and see the funny side of things",
         *                   "type": "single",
         *                   "required": true,
         *                   "options": [
         *                     {
         *                       "value": "0",
         *                       "label": "As much as I always could",
         *                       "score": 0
         *                     },
         *                     {
         *                       "value": "1",
         *                       "label": "Not quite so much now",
         *                       "score": 1
         *                     }
         *                   ]
         *                 }
         *               ]
         *             }
         *           ]
         *         }
         *       ],
         *       "questionnaire_user": {
         *         "questionnaire_user_id": 2204,
         *         "questionnaire_id": 14,
         *         "questionnaire_user_language": "EN",
         *         "end_at": null,
         *         "is_terminated": false,
         *         "termination_reason": null,
         *         "questionnaire_user_progress": {
         *           "step_id": 1,
         *           "group_id": 4,
         *           "percent": 30
         *         }
         *       },
         *       "responses": [
         *         {
         *           "id": 5012,
         *           "questions_id": 31,
         *           "questionnaire_group_id": 4,
         *           "response": "0",
         *           "updated_at": "2026-11-10T11:50:00Z"
         *         }
         *       ],
         *       "previous_responses": [],
         *       "source": null
         *     }
         * @example {
         *       "id": 14,
         *       "slug": "edinburgh",
         *       "title": "¿Cómo te sientes?",
         *       "description": "Diez preguntas sobre los últimos siete días.",
         *       "settings": {
         *         "provider": "matrona"
         *       },
         *       "product": {
         *         "belongs_to_org": false
         *       },
         *       "steps": [
         *         {
         *           "id": 1,
         *           "title": "Los últimos 7 días",
         *           "groups": [
         *             {
         *               "id": 4,
         *               "title": "Ánimo",
         *               "questions": [
         *                 {
         *                   "id": 31,
         *                   "text": "He sido capaz de reír y ver el lado bueno de las cosas",
         *                   "type": "single",
         *                   "required": true,
         *                   "options": [
         *                     {
         *                       "value": "0",
         *                       "label": "Tanto como siempre",
         *                       "score": 0
         *                     },
         *                     {
         *                       "value": "1",
         *                       "label": "No tanto ahora",
         *                       "score": 1
         *                     }
         *                   ]
         *                 }
         *               ]
         *             }
         *           ]
         *         }
         *       ],
         *       "questionnaire_user": {
         *         "questionnaire_user_id": 2204,
         *         "questionnaire_id": 14,
         *         "questionnaire_user_language": "ES",
         *         "end_at": null,
         *         "is_terminated": false,
         *         "termination_reason": null,
         *         "questionnaire_user_progress": {
         *           "step_id": 1,
         *           "group_id": 4,
         *           "percent": 30
         *         }
         *       },
         *       "responses": [
         *         {
         *           "id": 5012,
         *           "questions_id": 31,
         *           "questionnaire_group_id": 4,
         *           "response": "0",
         *           "updated_at": "2026-11-10T11:50:00Z"
         *         }
         *       ],
         *       "previous_responses": [],
         *       "source": null
         *     }
         */
        Questionnaire: {
            /** @description A published instrument's citation and terms of use, for the closing note; null for Matrona's own. */
            source: null | {
                citation: string;
                terms_of_use: string;
                /** @description Which Spanish text this is, and how far it is validated. */
                spanish_version: string;
            };
            id: number;
            slug: string;
            title: string;
            description: string | null;
            settings: {
                /** @description Defaults to the product's own provider. */
                provider: string;
            };
            product: {
                belongs_to_org: boolean;
            };
            steps: components["schemas"]["QuestionnaireStep"][];
            questionnaire_user: components["schemas"]["QuestionnaireUser"] | null;
            responses: components["schemas"]["QuestionnaireResponse"][];
            previous_responses: components["schemas"]["QuestionnaireResponse"][];
        };
        /**
         * @example {
         *       "questionnaire_user_id": 2204
         *     }
         */
        QuestionnaireEndRequest: {
            questionnaire_user_id: number;
        };
        /**
         * @description The end of a questionnaire: its result.
         * @example {
         *       "questionnaire_user_id": 2204,
         *       "end_at": "2026-11-10T12:00:00Z",
         *       "score": 11,
         *       "max_score": 30,
         *       "band": "10-13",
         *       "result": "Your answers suggest you may be going through a hard time. Your care team will reach out.",
         *       "crisis": false,
         *       "care_team_alerted": false,
         *       "gift_card": {
         *         "slug": "thank-you",
         *         "type": "coffee",
         *         "title": "A coffee on us",
         *         "description": "Thank you for telling us how you are doing.",
         *         "amount_cents": 500,
         *         "image": null,
         *         "code": null
         *       }
         *     }
         * @example {
         *       "questionnaire_user_id": 2204,
         *       "end_at": "2026-11-10T12:00:00Z",
         *       "score": 11,
         *       "max_score": 30,
         *       "band": "10-13",
         *       "result": "Tus respuestas indican que quizá estás pasando por un momento difícil. Tu equipo de cuidado se pondrá en contacto.",
         *       "crisis": false,
         *       "care_team_alerted": false,
         *       "gift_card": {
         *         "slug": "thank-you",
         *         "type": "coffee",
         *         "title": "Un café por nuestra cuenta",
         *         "description": "Gracias por contarnos cómo estás.",
         *         "amount_cents": 500,
         *         "image": null,
         *         "code": null
         *       }
         *     }
         */
        QuestionnaireEnd: {
            questionnaire_user_id: number;
            /** Format: date-time */
            end_at: string;
            score: number | null;
            max_score: number | null;
            /** @description The result band, e.g. 10-13 of the Edinburgh scale. */
            band: string | null;
            /** @description What the result means. */
            result: string | null;
            /** @description Show crisis resources (a positive self-harm question). */
            crisis: boolean;
            /** @description Designed beyond the spec: whether the patient's care team was alerted about a crisis answer of this run (a patient's run, also through her private link; never a visitor's with no account). False when `crisis` is false. The end screen says the team was told only when this is true. */
            care_team_alerted: boolean;
            gift_card: components["schemas"]["GiftCard"] | null;
        };
        /**
         * @example {
         *       "is_terminated": true,
         *       "termination_reason": "Not pregnant anymore"
         *     }
         */
        QuestionnaireTermination: {
            is_terminated: boolean;
            termination_reason: string | null;
        };
        /**
         * @description One answer to save.
         * @example {
         *       "questionnaire_user_id": 2204,
         *       "group_id": 4,
         *       "question_id": 31,
         *       "response": "1"
         *     }
         */
        AnswerInput: {
            questionnaire_user_id: number;
            group_id: number;
            question_id: number;
            response: string | number | string[] | null;
        };
        /**
         * @description The answer saved, and whether it is a crisis answer.
         * @example {
         *       "response": {
         *         "id": 5021,
         *         "questions_id": 10,
         *         "questionnaire_group_id": 10,
         *         "response": "1",
         *         "updated_at": "2026-11-10T11:52:00Z"
         *       },
         *       "crisis": true,
         *       "care_team_alerted": true,
         *       "crisis_resources": [
         *         {
         *           "id": "emergency",
         *           "text": "If you are in immediate danger, call 911.",
         *           "call": "911",
         *           "sms": null
         *         },
         *         {
         *           "id": "lifeline",
         *           "text": "988 Suicide & Crisis Lifeline: call, text or chat 988, 24/7.",
         *           "call": "988",
         *           "sms": "988"
         *         }
         *       ],
         *       "progress": 100
         *     }
         */
        SavedAnswer: {
            response: components["schemas"]["QuestionnaireResponse"];
            /** @description Show the crisis resources now, before anything else. */
            crisis: boolean;
            /** @description Designed beyond the spec: whether this crisis answer alerted the patient's care team (a patient's run, also through her private link; never a visitor's with no account). False when `crisis` is false. */
            care_team_alerted: boolean;
            /** @description Empty unless `crisis`; in the run's language, in the order to show them. */
            crisis_resources: components["schemas"]["CrisisResource"][];
            /** @description Answered questions out of all, in percent. */
            progress: number;
        };
        /**
         * @description A US crisis line, with the digits for tel: and sms: links.
         * @example {
         *       "id": "lifeline",
         *       "text": "988 Suicide & Crisis Lifeline: call, text or chat 988, 24/7.",
         *       "call": "988",
         *       "sms": "988"
         *     }
         */
        CrisisResource: {
            /** @enum {string} */
            id: "emergency" | "lifeline" | "maternalHotline" | "postpartumSupport";
            text: string;
            call: string;
            sms: string | null;
        };
        /**
         * @example {
         *       "language": "ES"
         *     }
         */
        QuestionnaireLanguage: {
            /** @enum {string} */
            language: "EN" | "ES";
        };
        /**
         * @example {
         *       "step_id": 1,
         *       "group_id": 4
         *     }
         */
        QuestionnaireProgressUpdate: {
            step_id: number;
            group_id: number;
        };
        /**
         * @description An organization's survey landing page.
         * @example {
         *       "organization": {
         *         "id": 12,
         *         "name": "Bay Area Health Plan"
         *       },
         *       "questionnaire_id": 20,
         *       "title": "Postpartum check-in",
         *       "description": "Five minutes to tell us how you are.",
         *       "consent_required": true,
         *       "language": "en"
         *     }
         * @example {
         *       "organization": {
         *         "id": 12,
         *         "name": "Bay Area Health Plan"
         *       },
         *       "questionnaire_id": 20,
         *       "title": "Chequeo posparto",
         *       "description": "Cinco minutos para contarnos cómo estás.",
         *       "consent_required": true,
         *       "language": "es"
         *     }
         */
        SurveyInfo: {
            organization: components["schemas"]["OrganizationRef"];
            questionnaire_id: number;
            title: string;
            description: string | null;
            consent_required: boolean;
            language: components["schemas"]["Locale"];
        };
        /**
         * @example {
         *       "language": "ES"
         *     }
         */
        SurveyRunStart: {
            /** @enum {string} */
            language: "EN" | "ES";
        };
        /** @description A visitor's new run of a public survey and its private id, given only this once. */
        SurveyRun: {
            private_id: string;
            questionnaire_user: components["schemas"]["QuestionnaireUser"];
        };
        /**
         * @example {
         *       "private_id": "Zk3Q9x0pV2mL8rT4yB7nC1dE5fG6hJ0kL2mN4pQ6rS8",
         *       "questionnaire_user_id": 2204
         *     }
         */
        VisitorRunKey: {
            /** @description The run's private id, from startSurveyRun. */
            private_id: string;
            questionnaire_user_id: number;
        };
        /**
         * @description One answer to save in a visitor's run.
         * @example {
         *       "private_id": "Zk3Q9x0pV2mL8rT4yB7nC1dE5fG6hJ0kL2mN4pQ6rS8",
         *       "questionnaire_user_id": 2204,
         *       "group_id": 4,
         *       "question_id": 31,
         *       "response": "1"
         *     }
         */
        VisitorAnswerInput: {
            /** @description The run's private id, from startSurveyRun. */
            private_id: string;
            questionnaire_user_id: number;
            group_id: number;
            question_id: number;
            response: string | number | string[] | null;
        };
        /**
         * @example {
         *       "private_id": "Zk3Q9x0pV2mL8rT4yB7nC1dE5fG6hJ0kL2mN4pQ6rS8",
         *       "questionnaire_user_id": 2204,
         *       "step_id": 1,
         *       "group_id": 4
         *     }
         */
        VisitorProgressUpdate: {
            /** @description The run's private id, from startSurveyRun. */
            private_id: string;
            questionnaire_user_id: number;
            step_id: number;
            group_id: number;
        };
        /**
         * @example {
         *       "private_id": "Zk3Q9x0pV2mL8rT4yB7nC1dE5fG6hJ0kL2mN4pQ6rS8",
         *       "questionnaire_user_id": 2204,
         *       "language": "ES"
         *     }
         */
        VisitorLanguage: {
            /** @description The run's private id, from startSurveyRun. */
            private_id: string;
            questionnaire_user_id: number;
            /** @enum {string} */
            language: "EN" | "ES";
        };
        /**
         * @example {
         *       "token": "sat_4Kq9",
         *       "questionnaire_id": 22
         *     }
         */
        SatisfactionSurvey: {
            /** @description Opens the survey. */
            token: string;
            questionnaire_id: number;
        };
        /**
         * @description Ignoring is irreversible.
         * @example pending
         * @enum {string}
         */
        ReferralState: "pending" | "accepted" | "declined" | "ignored" | "archived";
        /**
         * @description A referral to an organization or practitioner.
         * @example {
         *       "id": 330,
         *       "status": "pending",
         *       "organization": {
         *         "id": 12,
         *         "name": "Bay Area Health Plan"
         *       },
         *       "practitioner": null,
         *       "note": "Lactation support near home.",
         *       "referred_at": "2026-11-18T10:00:00Z",
         *       "referred_by": "Grace Okafor"
         *     }
         * @example {
         *       "id": 330,
         *       "status": "pending",
         *       "organization": {
         *         "id": 12,
         *         "name": "Bay Area Health Plan"
         *       },
         *       "practitioner": null,
         *       "note": "Apoyo de lactancia cerca de casa.",
         *       "referred_at": "2026-11-18T10:00:00Z",
         *       "referred_by": "Grace Okafor"
         *     }
         */
        Referral: {
            id: number;
            status: components["schemas"]["ReferralState"];
            organization: components["schemas"]["OrganizationRef"];
            practitioner: components["schemas"]["Practitioner"] | null;
            note: string | null;
            /** Format: date-time */
            referred_at: string;
            referred_by: string | null;
        };
        /**
         * @description A resource of the patient's care team list (from a referral or added by the patient).
         * @example {
         *       "id": 71,
         *       "status": "accepted",
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team",
         *         "slug": "matrona-care-team",
         *         "type_icon": 14,
         *         "logo": null,
         *         "description": "Nurses, lactation consultants and coaches for new and expecting parents.",
         *         "city": "Los Angeles",
         *         "state": "CA",
         *         "phone": "3105550100",
         *         "website": "https://matrona.example",
         *         "languages": [
         *           "English",
         *           "Spanish"
         *         ],
         *         "accepts_new_patients": true,
         *         "connection_status": "active",
         *         "practitioners_count": 12
         *       },
         *       "practitioner": null,
         *       "note": "My lactation consultant",
         *       "added_at": "2026-10-01T10:00:00Z",
         *       "record_access": true,
         *       "added_by_patient": false,
         *       "referral": null
         *     }
         * @example {
         *       "id": 72,
         *       "status": "accepted",
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team",
         *         "slug": "matrona-care-team",
         *         "type_icon": 14,
         *         "logo": null,
         *         "description": "Enfermeras, consultoras de lactancia y coaches para madres y padres nuevos o en espera.",
         *         "city": "Los Angeles",
         *         "state": "CA",
         *         "phone": "3105550100",
         *         "website": "https://matrona.example",
         *         "languages": [
         *           "Inglés",
         *           "Español"
         *         ],
         *         "accepts_new_patients": true,
         *         "connection_status": "active",
         *         "practitioners_count": 12
         *       },
         *       "practitioner": null,
         *       "note": "Mi consultora de lactancia",
         *       "added_at": "2026-10-01T10:00:00Z",
         *       "record_access": true,
         *       "added_by_patient": false,
         *       "referral": null
         *     }
         */
        ReferralResource: {
            /** @description The organization may view and update the medical profile (given by connecting; the patient can take it back). */
            record_access: boolean;
            /** @description A resource the patient typed by hand (its contact details are theirs to change). */
            added_by_patient: boolean;
            id: number;
            status: components["schemas"]["ReferralState"];
            organization: components["schemas"]["Organization"];
            practitioner: components["schemas"]["Practitioner"] | null;
            note: string | null;
            /** Format: date-time */
            added_at: string;
            referral: components["schemas"]["Referral"] | null;
        };
        /**
         * @description A page of resources.
         * @example {
         *       "data": [
         *         {
         *           "id": 71,
         *           "status": "accepted",
         *           "organization": {
         *             "id": 3,
         *             "name": "Matrona Care Team",
         *             "slug": "matrona-care-team",
         *             "type_icon": 14,
         *             "logo": null,
         *             "description": "Nurses, lactation consultants and coaches for new and expecting parents.",
         *             "city": "Los Angeles",
         *             "state": "CA",
         *             "phone": "3105550100",
         *             "website": "https://matrona.example",
         *             "languages": [
         *               "English",
         *               "Spanish"
         *             ],
         *             "accepts_new_patients": true,
         *             "connection_status": "active",
         *             "practitioners_count": 12
         *           },
         *           "practitioner": null,
         *           "note": "My lactation consultant",
         *           "added_at": "2026-10-01T10:00:00Z",
         *           "record_access": true,
         *           "added_by_patient": false,
         *           "referral": null
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         * @example {
         *       "data": [
         *         {
         *           "id": 72,
         *           "status": "accepted",
         *           "organization": {
         *             "id": 3,
         *             "name": "Matrona Care Team",
         *             "slug": "matrona-care-team",
         *             "type_icon": 14,
         *             "logo": null,
         *             "description": "Enfermeras, consultoras de lactancia y coaches para madres y padres nuevos o en espera.",
         *             "city": "Los Angeles",
         *             "state": "CA",
         *             "phone": "3105550100",
         *             "website": "https://matrona.example",
         *             "languages": [
         *               "Inglés",
         *               "Español"
         *             ],
         *             "accepts_new_patients": true,
         *             "connection_status": "active",
         *             "practitioners_count": 12
         *           },
         *           "practitioner": null,
         *           "note": "Mi consultora de lactancia",
         *           "added_at": "2026-10-01T10:00:00Z",
         *           "record_access": true,
         *           "added_by_patient": false,
         *           "referral": null
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         */
        ReferralResourcePage: {
            data: components["schemas"]["ReferralResource"][];
            /** @description This page's number, from 1. */
            page: number;
            /** @description Another page follows. */
            has_more: boolean;
        };
        /**
         * @description A resource to add or change.
         * @example {
         *       "organization_id": 3,
         *       "note": "My lactation consultant"
         *     }
         * @example {
         *       "name": "Mi doula",
         *       "phone": "3105550177",
         *       "note": "Mi doula"
         *     }
         */
        ReferralResourceInput: {
            organization_id?: number;
            practitioner_id?: number;
            note?: string | null;
            /** @description A new resource's name (required when adding one by hand). */
            name?: string;
            /** @description Ten digits; punctuation is ignored. */
            phone?: string | null;
            /** @description An http or https address. */
            website?: string | null;
            /** @description A state's slug (GET /matrona/states). */
            state?: string | null;
            /** @description A city's slug, of that state (GET /matrona/cities). */
            city?: string | null;
            type_icon?: components["schemas"]["OrganizationTypeIcon"];
        };
        /**
         * @description A resource shown as an image with clickable areas.
         * @example {
         *       "id": 71,
         *       "type": "flyer",
         *       "image_url": "https://cdn.matrona.example/r/71.png",
         *       "areas": [
         *         {
         *           "label": "Call us",
         *           "url": "tel:+13105550100",
         *           "coords": [
         *             10,
         *             400,
         *             300,
         *             460
         *           ]
         *         }
         *       ]
         *     }
         * @example {
         *       "id": 71,
         *       "type": "flyer",
         *       "image_url": "https://cdn.matrona.example/r/71-es.png",
         *       "areas": [
         *         {
         *           "label": "Llámanos",
         *           "url": "tel:+13105550100",
         *           "coords": [
         *             10,
         *             400,
         *             300,
         *             460
         *           ]
         *         }
         *       ]
         *     }
         */
        ResourceImageMap: {
            id: number;
            type: string;
            /** Format: uri */
            image_url: string;
            areas: {
                label: string;
                /** Format: uri */
                url: string;
                /** @description x1, y1, x2, y2 in pixels. */
                coords: number[];
            }[];
        };
        /**
         * @example {
         *       "practitioner": 0
         *     }
         */
        ReferToOrganization: {
            /** @description The practitioner's id, 0 for none. */
            practitioner: number;
        };
        /**
         * @description Whether a value can receive a referral.
         * @example {
         *       "valid": true,
         *       "kind": "email"
         *     }
         */
        ReferralValidation: {
            valid: boolean;
            /** @enum {string} */
            kind: "email" | "phone" | "code";
        };
        /**
         * @description Accepted or declined leaves the deferred list.
         * @example active
         * @enum {string}
         */
        InviteState: "active" | "viewed" | "maybeLater" | "accepted" | "declined";
        /**
         * @description An organization's invitation to join its care team. The apps show the first active invite not shown in the last 86400 s.
         * @example {
         *       "id": 61,
         *       "invitedAt": "2026-11-20T14:00:00Z",
         *       "state": "active",
         *       "organization": {
         *         "id": 12,
         *         "name": "Bay Area Health Plan"
         *       },
         *       "message": "Join our care team to get Matrona Gold at no cost."
         *     }
         * @example {
         *       "id": 61,
         *       "invitedAt": "2026-11-20T14:00:00Z",
         *       "state": "viewed",
         *       "organization": {
         *         "id": 12,
         *         "name": "Bay Area Health Plan"
         *       },
         *       "message": "Únete a nuestro equipo de cuidado y obtén Matrona Gold sin costo."
         *     }
         */
        OrganizationInvite: {
            id: number;
            /** Format: date-time */
            invitedAt: string;
            state: components["schemas"]["InviteState"];
            organization: components["schemas"]["OrganizationRef"];
            message: string | null;
        };
        /**
         * @description A request to join an organization's care team.
         * @example {
         *       "id": 9,
         *       "organization": {
         *         "id": 12,
         *         "name": "Bay Area Health Plan"
         *       },
         *       "status": "pending",
         *       "requested_at": "2026-11-19T09:00:00Z",
         *       "responded_at": null
         *     }
         */
        OrganizationConnection: {
            id: number;
            organization: components["schemas"]["OrganizationRef"];
            status: components["schemas"]["ConnectionStatus"];
            /** Format: date-time */
            requested_at: string;
            /** Format: date-time */
            responded_at: string | null;
        };
        /**
         * @description A page of connections.
         * @example {
         *       "data": [
         *         {
         *           "id": 9,
         *           "organization": {
         *             "id": 12,
         *             "name": "Bay Area Health Plan"
         *           },
         *           "status": "pending",
         *           "requested_at": "2026-11-19T09:00:00Z",
         *           "responded_at": null
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         */
        OrganizationConnectionPage: {
            data: components["schemas"]["OrganizationConnection"][];
            /** @description This page's number, from 1. */
            page: number;
            /** @description Another page follows. */
            has_more: boolean;
        };
        /**
         * @example group
         * @enum {string}
         */
        SupportProductType: "group" | "class" | "coaching" | "nurse_call" | "lactation_visit" | "doula";
        /**
         * @description A group, class or coaching offer.
         * @example {
         *       "id": 40,
         *       "type": "group",
         *       "title": "Breastfeeding basics",
         *       "description": "Weekly small groups, at most 5 people.",
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team"
         *       },
         *       "image": null,
         *       "price_credits": 1,
         *       "gold_included": true,
         *       "sessions_count": 8,
         *       "next_session": {
         *         "id": 501,
         *         "uuid": "9d3c1f0e-2b4a-4c6d-8e7f-1a2b3c4d5e6f",
         *         "product_id": 40,
         *         "title": "Breastfeeding basics",
         *         "description": "A small group to practise latch and positions with a lactation consultant.",
         *         "starts_at": "2026-12-02T18:00:00Z",
         *         "ends_at": "2026-12-02T19:00:00Z",
         *         "duration_minutes": 60,
         *         "timezone": "America/Los_Angeles",
         *         "presenters": [
         *           {
         *             "id": 77,
         *             "first_name": "Grace",
         *             "last_name": "Okafor",
         *             "avatar": null,
         *             "user_type": "presenter",
         *             "degrees": [
         *               "IBCLC"
         *             ],
         *             "organization": {
         *               "id": 3,
         *               "name": "Matrona Care Team"
         *             }
         *           }
         *         ],
         *         "platform": "video",
         *         "virtual": true,
         *         "video_url": null,
         *         "address": null,
         *         "capacity": 5,
         *         "spots_left": 2,
         *         "status": "upcoming",
         *         "price_credits": 1,
         *         "reservation": null
         *       }
         *     }
         * @example {
         *       "id": 40,
         *       "type": "group",
         *       "title": "Lactancia: lo básico",
         *       "description": "Grupos pequeños cada semana, de 5 personas como máximo.",
         *       "organization": {
         *         "id": 3,
         *         "name": "Matrona Care Team"
         *       },
         *       "image": null,
         *       "price_credits": 1,
         *       "gold_included": true,
         *       "sessions_count": 8,
         *       "next_session": {
         *         "id": 501,
         *         "uuid": "9d3c1f0e-2b4a-4c6d-8e7f-1a2b3c4d5e6f",
         *         "product_id": 40,
         *         "title": "Lactancia: lo básico",
         *         "description": "Un grupo pequeño para practicar el agarre y las posiciones con una consultora de lactancia.",
         *         "starts_at": "2026-12-02T18:00:00Z",
         *         "ends_at": "2026-12-02T19:00:00Z",
         *         "duration_minutes": 60,
         *         "timezone": "America/Los_Angeles",
         *         "presenters": [
         *           {
         *             "id": 77,
         *             "first_name": "Grace",
         *             "last_name": "Okafor",
         *             "avatar": null,
         *             "user_type": "presenter",
         *             "degrees": [
         *               "IBCLC"
         *             ],
         *             "organization": {
         *               "id": 3,
         *               "name": "Matrona Care Team"
         *             }
         *           }
         *         ],
         *         "platform": "video",
         *         "virtual": true,
         *         "video_url": null,
         *         "address": null,
         *         "capacity": 5,
         *         "spots_left": 2,
         *         "status": "upcoming",
         *         "price_credits": 1,
         *         "reservation": null
         *       }
         *     }
         */
        SupportProduct: {
            id: number;
            type: components["schemas"]["SupportProductType"];
            title: string;
            description: string;
            organization: components["schemas"]["OrganizationRef"];
            /** Format: uri */
            image: string | null;
            price_credits: number;
            gold_included: boolean;
            sessions_count: number;
            next_session: components["schemas"]["SupportSession"] | null;
        };
        /**
         * @description A page of offers.
         * @example {
         *       "data": [
         *         {
         *           "id": 40,
         *           "type": "group",
         *           "title": "Breastfeeding basics",
         *           "description": "Weekly small groups, at most 5 people.",
         *           "organization": {
         *             "id": 3,
         *             "name": "Matrona Care Team"
         *           },
         *           "image": null,
         *           "price_credits": 1,
         *           "gold_included": true,
         *           "sessions_count": 8,
         *           "next_session": {
         *             "id": 501,
         *             "uuid": "9d3c1f0e-2b4a-4c6d-8e7f-1a2b3c4d5e6f",
         *             "product_id": 40,
         *             "title": "Breastfeeding basics",
         *             "description": "A small group to practise latch and positions with a lactation consultant.",
         *             "starts_at": "2026-12-02T18:00:00Z",
         *             "ends_at": "2026-12-02T19:00:00Z",
         *             "duration_minutes": 60,
         *             "timezone": "America/Los_Angeles",
         *             "presenters": [
         *               {
         *                 "id": 77,
         *                 "first_name": "Grace",
         *                 "last_name": "Okafor",
         *                 "avatar": null,
         *                 "user_type": "presenter",
         *                 "degrees": [
         *                   "IBCLC"
         *                 ],
         *                 "organization": {
         *                   "id": 3,
         *                   "name": "Matrona Care Team"
         *                 }
         *               }
         *             ],
         *             "platform": "video",
         *             "virtual": true,
         *             "video_url": null,
         *             "address": null,
         *             "capacity": 5,
         *             "spots_left": 2,
         *             "status": "upcoming",
         *             "price_credits": 1,
         *             "reservation": null
         *           }
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         * @example {
         *       "data": [
         *         {
         *           "id": 40,
         *           "type": "group",
         *           "title": "Lactancia: lo básico",
         *           "description": "Grupos pequeños cada semana, de 5 personas como máximo.",
         *           "organization": {
         *             "id": 3,
         *             "name": "Matrona Care Team"
         *           },
         *           "image": null,
         *           "price_credits": 1,
         *           "gold_included": true,
         *           "sessions_count": 8,
         *           "next_session": {
         *             "id": 501,
         *             "uuid": "9d3c1f0e-2b4a-4c6d-8e7f-1a2b3c4d5e6f",
         *             "product_id": 40,
         *             "title": "Lactancia: lo básico",
         *             "description": "Un grupo pequeño para practicar el agarre y las posiciones con una consultora de lactancia.",
         *             "starts_at": "2026-12-02T18:00:00Z",
         *             "ends_at": "2026-12-02T19:00:00Z",
         *             "duration_minutes": 60,
         *             "timezone": "America/Los_Angeles",
         *             "presenters": [
         *               {
         *                 "id": 77,
         *                 "first_name": "Grace",
         *                 "last_name": "Okafor",
         *                 "avatar": null,
         *                 "user_type": "presenter",
         *                 "degrees": [
         *                   "IBCLC"
         *                 ],
         *                 "organization": {
         *                   "id": 3,
         *                   "name": "Matrona Care Team"
         *                 }
         *               }
         *             ],
         *             "platform": "video",
         *             "virtual": true,
         *             "video_url": null,
         *             "address": null,
         *             "capacity": 5,
         *             "spots_left": 2,
         *             "status": "upcoming",
         *             "price_credits": 1,
         *             "reservation": null
         *           }
         *         }
         *       ],
         *       "page": 1,
         *       "has_more": false
         *     }
         */
        SupportProductPage: {
            data: components["schemas"]["SupportProduct"][];
            /** @description This page's number, from 1. */
            page: number;
            /** @description Another page follows. */
            has_more: boolean;
        };
        /**
         * @example {
         *       "product": {
         *         "id": 40,
         *         "type": "group",
         *         "title": "Breastfeeding basics",
         *         "description": "Weekly small groups, at most 5 people.",
         *         "organization": {
         *           "id": 3,
         *           "name": "Matrona Care Team"
         *         },
         *         "image": null,
         *         "price_credits": 1,
         *         "gold_included": true,
         *         "sessions_count": 8,
         *         "next_session": {
         *           "id": 501,
         *           "uuid": "9d3c1f0e-2b4a-4c6d-8e7f-1a2b3c4d5e6f",
         *           "product_id": 40,
         *           "title": "Breastfeeding basics",
         *           "description": "A small group to practise latch and positions with a lactation consultant.",
         *           "starts_at": "2026-12-02T18:00:00Z",
         *           "ends_at": "2026-12-02T19:00:00Z",
         *           "duration_minutes": 60,
         *           "timezone": "America/Los_Angeles",
         *           "presenters": [
         *             {
         *               "id": 77,
         *               "first_name": "Grace",
         *               "last_name": "Okafor",
         *               "avatar": null,
         *               "user_type": "presenter",
         *               "degrees": [
         *                 "IBCLC"
         *               ],
         *               "organization": {
         *                 "id": 3,
         *                 "name": "Matrona Care Team"
         *               }
         *             }
         *           ],
         *           "platform": "video",
         *           "virtual": true,
         *           "video_url": null,
         *           "address": null,
         *           "capacity": 5,
         *           "spots_left": 2,
         *           "status": "upcoming",
         *           "price_credits": 1,
         *           "reservation": null
         *         }
         *       },
         *       "session": {
         *         "id": 501,
         *         "uuid": "9d3c1f0e-2b4a-4c6d-8e7f-1a2b3c4d5e6f",
         *         "product_id": 40,
         *         "title": "Breastfeeding basics",
         *         "description": "A small group to practise latch and positions with a lactation consultant.",
         *         "starts_at": "2026-12-02T18:00:00Z",
         *         "ends_at": "2026-12-02T19:00:00Z",
         *         "duration_minutes": 60,
         *         "timezone": "America/Los_Angeles",
         *         "presenters": [
         *           {
         *             "id": 77,
         *             "first_name": "Grace",
         *             "last_name": "Okafor",
         *             "avatar": null,
         *             "user_type": "presenter",
         *             "degrees": [
         *               "IBCLC"
         *             ],
         *             "organization": {
         *               "id": 3,
         *               "name": "Matrona Care Team"
         *             }
         *           }
         *         ],
         *         "platform": "video",
         *         "virtual": true,
         *         "video_url": null,
         *         "address": null,
         *         "capacity": 5,
         *         "spots_left": 2,
         *         "status": "upcoming",
         *         "price_credits": 1,
         *         "reservation": null
         *       }
         *     }
         * @example {
         *       "product": {
         *         "id": 40,
         *         "type": "group",
         *         "title": "Lactancia: lo básico",
         *         "description": "Grupos pequeños cada semana, de 5 personas como máximo.",
         *         "organization": {
         *           "id": 3,
         *           "name": "Matrona Care Team"
         *         },
         *         "image": null,
         *         "price_credits": 1,
         *         "gold_included": true,
         *         "sessions_count": 8,
         *         "next_session": {
         *           "id": 501,
         *           "uuid": "9d3c1f0e-2b4a-4c6d-8e7f-1a2b3c4d5e6f",
         *           "product_id": 40,
         *           "title": "Lactancia: lo básico",
         *           "description": "Un grupo pequeño para practicar el agarre y las posiciones con una consultora de lactancia.",
         *           "starts_at": "2026-12-02T18:00:00Z",
         *           "ends_at": "2026-12-02T19:00:00Z",
         *           "duration_minutes": 60,
         *           "timezone": "America/Los_Angeles",
         *           "presenters": [
         *             {
         *               "id": 77,
         *               "first_name": "Grace",
         *               "last_name": "Okafor",
         *               "avatar": null,
         *               "user_type": "presenter",
         *               "degrees": [
         *                 "IBCLC"
         *               ],
         *               "organization": {
         *                 "id": 3,
         *                 "name": "Matrona Care Team"
         *               }
         *             }
         *           ],
         *           "platform": "video",
         *           "virtual": true,
         *           "video_url": null,
         *           "address": null,
         *           "capacity": 5,
         *           "spots_left": 2,
         *           "status": "upcoming",
         *           "price_credits": 1,
         *           "reservation": null
         *         }
         *       },
         *       "session": {
         *         "id": 501,
         *         "uuid": "9d3c1f0e-2b4a-4c6d-8e7f-1a2b3c4d5e6f",
         *         "product_id": 40,
         *         "title": "Lactancia: lo básico",
         *         "description": "Un grupo pequeño para practicar el agarre y las posiciones con una consultora de lactancia.",
         *         "starts_at": "2026-12-02T18:00:00Z",
         *         "ends_at": "2026-12-02T19:00:00Z",
         *         "duration_minutes": 60,
         *         "timezone": "America/Los_Angeles",
         *         "presenters": [
         *           {
         *             "id": 77,
         *             "first_name": "Grace",
         *             "last_name": "Okafor",
         *             "avatar": null,
         *             "user_type": "presenter",
         *             "degrees": [
         *               "IBCLC"
         *             ],
         *             "organization": {
         *               "id": 3,
         *               "name": "Matrona Care Team"
         *             }
         *           }
         *         ],
         *         "platform": "video",
         *         "virtual": true,
         *         "video_url": null,
         *         "address": null,
         *         "capacity": 5,
         *         "spots_left": 2,
         *         "status": "upcoming",
         *         "price_credits": 1,
         *         "reservation": null
         *       }
         *     }
         */
        SupportProductWithSession: {
            product: components["schemas"]["SupportProduct"];
            session: components["schemas"]["SupportSession"];
        };
        /**
         * @description Filters of the sessions and groups lists.
         * @example {
         *       "types": [
         *         "group"
         *       ],
         *       "locations": [
         *         "virtual"
         *       ]
         *     }
         * @example {}
         */
        SupportFilterSelection: {
            types?: components["schemas"]["SupportProductType"][];
            categories?: string[];
            locations?: ("virtual" | "in_person")[];
            organization_id?: number;
            /** Format: date-time */
            from?: string;
            /** Format: date-time */
            to?: string;
        };
        /**
         * @description A video visit or session; the presenter opens the room, then attendees join muted.
         * @example {
         *       "id": 12,
         *       "uuid": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
         *       "title": "Lactation consult",
         *       "started": true,
         *       "connected_session_id": "RM_7f3a",
         *       "starts_at": "2026-12-04T17:30:00Z",
         *       "ends_at": "2026-12-04T18:15:00Z",
         *       "host": "Grace Okafor",
         *       "status": "inProgress"
         *     }
         * @example {
         *       "id": 12,
         *       "uuid": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
         *       "title": "Consulta de lactancia",
         *       "started": false,
         *       "connected_session_id": null,
         *       "starts_at": "2026-12-04T17:30:00Z",
         *       "ends_at": "2026-12-04T18:15:00Z",
         *       "host": "Lucía Ramos",
         *       "status": "upcoming"
         *     }
         */
        VideoSession: {
            id: number;
            /** Format: uuid */
            uuid: string;
            title: string;
            started: boolean;
            connected_session_id: string | null;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            host: string;
            status: components["schemas"]["SessionState"];
        };
        /**
         * @description What the video client needs to join.
         * @example {
         *       "token": "eyJhbGciOi.video",
         *       "sessionToken": "RM_7f3a",
         *       "client_type": "web",
         *       "adapter": "twilio",
         *       "expires_at": "2026-12-04T18:30:00Z",
         *       "signalling_path": null,
         *       "ice_servers": [],
         *       "identity": "patient-12"
         *     }
         * @example {
         *       "token": "v1.eyJyb29tIjoiUk1fN2YzYSJ9.sig",
         *       "sessionToken": "RM_7f3a",
         *       "client_type": "web",
         *       "adapter": "local",
         *       "expires_at": "2026-12-04T17:32:00Z",
         *       "signalling_path": "/api/v2/video/signal",
         *       "ice_servers": [
         *         {
         *           "urls": [
         *             "stun:stun.example.org:3478"
         *           ]
         *         }
         *       ],
         *       "identity": "patient-12"
         *     }
         */
        VideoConnect: {
            /** @description Access token for the video room, bound to the caller and the room; short-lived. */
            token: string;
            /** @description The room's name (the session's connected_session_id). */
            sessionToken: string;
            /** @enum {string} */
            client_type: "web" | "ios" | "android";
            /**
             * @description Which video client joins with this token, local (WebRTC between browsers, this server signalling) or twilio (Twilio Video).
             * @enum {string}
             */
            adapter: "local" | "twilio";
            /**
             * Format: date-time
             * @description The token joins a room until then; a call already joined goes on.
             */
            expires_at: string;
            /** @description For the local adapter, the WebSocket path on the API's origin to send the token to; null for twilio. */
            signalling_path: string | null;
            /** @description For the local adapter, the STUN and TURN servers to connect through (none on one network); empty for twilio, which brings its own. */
            ice_servers: components["schemas"]["IceServer"][];
            /** @description Who the caller is in the room. */
            identity: string;
        };
        /** @description A STUN or TURN server for the local client's RTCPeerConnection (RTCIceServer), from the server's VIDEO_ICE_SERVERS. */
        IceServer: {
            urls: string[];
            username?: string;
            credential?: string;
        };
        /**
         * @description What happened on the patient's side.
         * @example {
         *       "event": "joined"
         *     }
         * @example {
         *       "event": "device_check_failed",
         *       "detail": "camera blocked"
         *     }
         */
        VideoSessionEvent: {
            /** @enum {string} */
            event: "waiting" | "joined" | "left" | "device_check_failed";
            detail?: string | null;
        };
        /**
         * @description The session a link code leads to.
         * @example {
         *       "sessionUuid": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d"
         *     }
         */
        VideoSessionCode: {
            /** Format: uuid */
            sessionUuid: string;
        };
        /**
         * @example {
         *       "codes": [
         *         "BAHP-GOLD-12"
         *       ]
         *     }
         */
        PromocodeList: {
            codes: string[];
        };
    };
    responses: {
        /** @description None (the spec's "204 means none"). */
        None: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description No session, or it expired. */
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
        /** @description Not allowed for this account (for example without Gold). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "errors.forbidden",
                 *       "message": "This account may not do that."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No such record for this user. */
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
        /** @description The record is not in a state that allows this. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "errors.conflict",
                 *       "message": "The session has already ended."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The link or code expired. */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "errors.expiredToken",
                 *       "message": "Invalid or expired token."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The payment failed. */
        PaymentRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "errors.paymentFailed",
                 *       "message": "The card was declined."
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
                 *         "email": "validation.invalidEmail"
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
        /** @description The e-mail belongs to a provider account, which signs in elsewhere. */
        ProviderAccount: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "errors.providerAccount",
                 *       "message": "This e-mail belongs to a provider account.",
                 *       "provider_login_url": "https://providers.matrona.example/login"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description The user's language. */
        AcceptLanguage: "en" | "es";
        /** @description Sent by the apps on every call. */
        RequestedWith: "XMLHttpRequest";
        /** @description One action's key, chosen by the app and sent again when the app retries it (its answer was lost, or the reading waited in the phone's offline queue); a malformed key answers 422 with the field Idempotency-Key. A payment: the same key is charged once; while it is being paid a retry answers 409 errors.conflict, once settled the retry answers as the first did. A reading (blood pressure, weight, a kick count started): the same key with the same body answers the first answer and writes nothing; the same key with another body answers 409 errors.conflict and writes nothing. Keys are the patient's own. */
        IdempotencyKey: string;
        /** @description Designed beyond the spec: the phone app's push token (see registerPushDevice). At logout, that device stops receiving this account's push notifications, in the same transaction as the session ends. A malformed one answers 422 (fields.X-Push-Token) and changes nothing. */
        PushToken: components["schemas"]["PushToken"];
        /** @description Whether this call extends the session; the unread-messages poll sends false. */
        ExtendToken: "true" | "false";
        /** @description The product key. */
        Product: "matrona";
        /** @description Page number, from 1. */
        Page: number;
        /** @description 1 returns every item in one page. */
        All: 0 | 1;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAnonymousToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["AnonymousToken"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    validateRegistrationFields: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationFields"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Valid"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    registerPatient: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationRequest"];
            };
        };
        responses: {
            /** @description Created; the session is signed in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionGrant"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Sent when an account has the address. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordReset"];
            };
        };
        responses: {
            /** @description The password is changed; sign in with it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            410: components["responses"]["Gone"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendRegistrationPhoneCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["CodeSent"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifyRegistrationPhoneCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneCodeCheck"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestTextLoginCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The phone as typed; 10 digits must remain without punctuation. */
                phone: components["schemas"]["PhoneInput"];
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
                    "application/json": components["schemas"]["CodeSent"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    textLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TextLoginRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResult"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Credentials"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResult"];
                };
            };
            409: components["responses"]["ProviderAccount"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
                /** @description Designed beyond the spec: the phone app's push token (see registerPushDevice). At logout, that device stops receiving this account's push notifications, in the same transaction as the session ends. A malformed one answers 422 (fields.X-Push-Token) and changes nothing. */
                "X-Push-Token"?: components["parameters"]["PushToken"];
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
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getPatientStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["PatientStatusAnswer"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    savePatientStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatientStatusUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["PatientProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getRecaptchaConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["RecaptchaConfig"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPhoneNumberInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["PhoneNumberInfo"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateNotificationSetting: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSettingUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listPhoneCodes: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["PhoneCode"][];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendSupportRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportRequest"];
            };
        };
        responses: {
            /** @description Sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listStates: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The product key. */
                product: components["parameters"]["Product"];
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
                    "application/json": components["schemas"]["State"][];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCities: {
        parameters: {
            query?: {
                /** @description Only the cities of this state (slug). */
                state?: string;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The product key. */
                product: components["parameters"]["Product"];
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
                    "application/json": components["schemas"]["City"][];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    listLanguages: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["ReferenceItem"][];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    listDegreesAndCertifications: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["ReferenceItem"][];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    listSymptoms: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["Symptom"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getSymptom: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["Symptom"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listSpecialties: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["ReferenceItem"][];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    listExpertise: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["ReferenceItem"][];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    listTimezones: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["TimezoneOption"][];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAppointmentType: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["AppointmentType"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getAppointmentTypeSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
                /** @description A session's uuid. */
                sessionUuid: string;
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
                    "application/json": components["schemas"]["AppointmentTypeWithSession"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getAppointment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The booking's numeric id or its uuid (`Appointment.id` or `Appointment.uuid`). */
                id: number | string;
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
                    "application/json": components["schemas"]["Appointment"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    cancelAppointment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's uuid. */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancellationReason"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Appointment"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getAppointmentCalendarEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["CalendarEvent"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadAppointmentCalendarEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description attachment; filename="appointment-930.ics" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": components["schemas"]["CalendarFile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getAppointmentPreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["AppointmentPreview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getVisitSummaryToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["VisitSummaryToken"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadVisitSummaryPdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
            };
            path: {
                /** @description The summary token. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description attachment; filename="visit-summary-930.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfFile"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    listAppointmentOrganizations: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["Organization"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listAppointmentRequestCategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["AppointmentRequestCategory"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listMyAppointmentRequests: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["MyAppointmentRequest"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    requestAppointment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppointmentRequest"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppointmentRequestReceipt"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listArticleParentCategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["ArticleCategory"][];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    listArticleSubCategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["ArticleCategory"][];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getArticleCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["ArticleCategory"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listArticles: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Category id. */
                category?: number;
                /** @description Words to find. */
                search?: string;
                /** @description Article language. */
                language?: components["schemas"]["Locale"];
                /** @description 1 for featured articles only. */
                featured?: 0 | 1;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["ArticlePage"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getArticle: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description URL name. */
                slug: string;
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
                    "application/json": components["schemas"]["Article"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listRandomFeaturedArticles: {
        parameters: {
            query?: {
                /** @description How many. */
                limit?: number;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["ArticleSummary"][];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listRelatedArticles: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["ArticleSummary"][];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listNewsItems: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["NewsItemPage"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPressAnnouncements: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["PressAnnouncement"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getPressAnnouncement: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["PressAnnouncement"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    filterAssignments: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CareFilterSelection"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarePlanPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getCarePlanToday: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description 1 returns every item in one page. */
                all?: components["parameters"]["All"];
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["CarePlanPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getCarePlanHistory: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description 1 returns every item in one page. */
                all?: components["parameters"]["All"];
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["CarePlanPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getCarePlanFuture: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description 1 returns every item in one page. */
                all?: components["parameters"]["All"];
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["CarePlanPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    completeAssignment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["CarePlanItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    unassignAssignment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    archiveAssignment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    unarchiveAssignment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getAssignment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["CarePlanItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    completeMilestone: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["Milestone"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getCareOverview: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["CareOverview"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getCareFilters: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["CareFilters"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    searchCareSessions: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CareFilterSelection"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportSessionPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getInteraction: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["Interaction"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listInteractions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["Interaction"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listChildren: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["Child"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createChild: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChildInput"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Child"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getChild: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["Child"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateChild: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChildInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Child"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteChild: {
        parameters: {
            query?: {
                /** @description 1 also updates the medical history counts. */
                update_profile?: 0 | 1;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getChildStage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["ChildStage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getPregnancyStage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["PregnancyStage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getChildQuestionnaire: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["QuestionnaireLink"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listPregnancies: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["Pregnancy"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createPregnancy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PregnancyInput"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pregnancy"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getActivePregnancy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pregnancy going on (neither born nor lost). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pregnancy"];
                };
            };
            204: components["responses"]["None"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getPregnancy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["Pregnancy"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePregnancy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PregnancyInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pregnancy"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deletePregnancy: {
        parameters: {
            query?: {
                /** @description 1 also updates the medical history counts. */
                update_profile?: 0 | 1;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listPregnancyResponses: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["QuestionnaireResponse"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateBirthPlan: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BirthPlan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pregnancy"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    reportPregnancyLoss: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PregnancyLossReport"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pregnancy"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    linkPregnancyToChild: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The pregnancy's id. */
                pregnancy: number;
                /** @description The child's id. */
                child: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PregnancyChildLink"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pregnancy"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    unlinkPregnancyFromChild: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PregnancyUnlink"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pregnancy"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getPregnancyMedicalRecord: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["PregnancyMedicalRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listConversationCategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["ConversationCategory"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listConversationRecipients: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["ConversationRecipient"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listConversations: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description filters[read]: 0 unread only, 1 read only. */
                filters?: {
                    /** @enum {integer} */
                    read?: 0 | 1;
                };
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["ConversationPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    startConversation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewConversation"];
                "multipart/form-data": components["schemas"]["NewConversationForm"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getConversation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listMessages: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["MessagePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["NewMessage"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    markConversationRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    markConversationUnread: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    streamConversationEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream of events, until the client closes it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example event: message
                     *     data: {"conversation_id":402,"message_id":9002}
                     */
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAttachmentUrls: {
        parameters: {
            query?: {
                /** @description 1 for a download link (Content-Disposition attachment). */
                download?: 0 | 1;
                /** @description Image size. */
                preset?: "thumbnail" | "preview" | "original";
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["AttachmentUrls"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listMonitors: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["Monitor"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listRecordAccess: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["RecordAccessPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    registerPushDevice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushDeviceRegistration"];
            };
        };
        responses: {
            /** @description Registered; nothing to return. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    removePushDevice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
                /** @description Designed beyond the spec: the phone app's push token (see registerPushDevice). At logout, that device stops receiving this account's push notifications, in the same transaction as the session ends. A malformed one answers 422 (fields.X-Push-Token) and changes nothing. */
                "X-Push-Token"?: components["parameters"]["PushToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed, or there was nothing to remove. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["NotificationPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    countUnreadNotifications: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The notification's id. */
                id: number;
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    exportReadingsPdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description attachment; filename="matrona-readings-2026-11-22.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfFile"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    exportReadingsFhir: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description attachment; filename="matrona-readings-2026-11-22.fhir.json" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/fhir+json": components["schemas"]["FhirBundle"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getMonitor: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["Monitor"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listMonitorArticles: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["ArticleSummary"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listMonitorReminders: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The monitor's id. */
                id: number;
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
                    "application/json": components["schemas"]["Reminder"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateReminder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The reminder's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReminderInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reminder"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteReminder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The reminder's id. */
                id: number;
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getReminder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The reminder's id. */
                id: number;
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
                    "application/json": components["schemas"]["Reminder"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createReminder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReminderInput"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reminder"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    toggleReminder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReminderToggle"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reminder"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listKickCountReadings: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["KickCountReadingPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getKickCounter: {
        parameters: {
            query?: {
                /** @description 1 pages the readings (the one pagination shape); 0 returns the latest only. */
                paginate?: 0 | 1;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["MonitorWithReadings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveKickCountReading: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KickCountReadingInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KickCountReading"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteKickCount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createKickCounters: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KickCounterCreate"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Monitor"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    startKickCount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
                /** @description One action's key, chosen by the app and sent again when the app retries it (its answer was lost, or the reading waited in the phone's offline queue); a malformed key answers 422 with the field Idempotency-Key. A payment: the same key is charged once; while it is being paid a retry answers 409 errors.conflict, once settled the retry answers as the first did. A reading (blood pressure, weight, a kick count started): the same key with the same body answers the first answer and writes nothing; the same key with another body answers 409 errors.conflict and writes nothing. Keys are the patient's own. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KickCounterStart"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KickCountSession"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    addKick: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The running session's id. */
                id: number;
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
                    "application/json": components["schemas"]["KickCountSession"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    removeKick: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The running session's id. */
                id: number;
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
                    "application/json": components["schemas"]["KickCountSession"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listBloodPressureReadings: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description 1 only readings with symptoms. */
                symptoms?: 0 | 1;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["BloodPressureReadingPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getBloodPressureMonitor: {
        parameters: {
            query?: {
                /** @description 1 pages the readings (the one pagination shape); 0 returns the latest only. */
                paginate?: 0 | 1;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["MonitorWithReadings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateBloodPressureReading: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The reading's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BloodPressureReadingInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BloodPressureReading"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    addBloodPressureReading: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
                /** @description One action's key, chosen by the app and sent again when the app retries it (its answer was lost, or the reading waited in the phone's offline queue); a malformed key answers 422 with the field Idempotency-Key. A payment: the same key is charged once; while it is being paid a retry answers 409 errors.conflict, once settled the retry answers as the first did. A reading (blood pressure, weight, a kick count started): the same key with the same body answers the first answer and writes nothing; the same key with another body answers 409 errors.conflict and writes nothing. Keys are the patient's own. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The monitor's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BloodPressureReadingInput"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BloodPressureReading"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteBloodPressureReading: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The reading's id. */
                id: number;
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    syncBloodPressureDevice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BloodPressureSync"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BloodPressureSyncResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getNewDeviceReading: {
        parameters: {
            query: {
                /** @description The day. */
                date: string;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["NewDeviceReading"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listWeightReadings: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["WeightReadingPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getWeightMonitor: {
        parameters: {
            query?: {
                /** @description 1 pages the readings (the one pagination shape); 0 returns the latest only. */
                paginate?: 0 | 1;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["MonitorWithReadings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateWeightReading: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The reading's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WeightReadingInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeightReading"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteWeightReading: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The reading's id. */
                id: number;
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    addWeightReading: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
                /** @description One action's key, chosen by the app and sent again when the app retries it (its answer was lost, or the reading waited in the phone's offline queue); a malformed key answers 422 with the field Idempotency-Key. A payment: the same key is charged once; while it is being paid a retry answers 409 errors.conflict, once settled the retry answers as the first did. A reading (blood pressure, weight, a kick count started): the same key with the same body answers the first answer and writes nothing; the same key with another body answers 409 errors.conflict and writes nothing. Keys are the patient's own. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WeightReadingInput"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeightReading"];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getWeightReading: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The reading's id. */
                id: number;
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
                    "application/json": components["schemas"]["WeightReading"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    checkEligibility: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EligibilityCheck"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Eligibility"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    searchOrganizations: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Words to find. */
                search?: string;
                /** @description Appointment types. */
                appointmentTypes?: string[];
                /** @description Support groups and classes. */
                supportGroupsClasses?: string[];
                /** @description Specialty ids. */
                specialties?: string[];
                /** @description Expertise ids. */
                expertise?: string[];
                /** @description State slugs. */
                states?: string[];
                /** @description City slugs. */
                cities?: string[];
                /** @description Language ids. */
                languagesSpoken?: string[];
                /** @description Team sizes. */
                sizeOfTeam?: string[];
                /** @description Degree ids. */
                degreesOrCertifications?: string[];
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["OrganizationPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getOrganizationFilters: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["OrganizationFilters"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getPublicOrganizationListing: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The organization's id or slug. */
                id: string;
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
                    "application/json": components["schemas"]["OrganizationListing"];
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOrganizationListing: {
        parameters: {
            query?: {
                /** @description Which part to show first. */
                type?: "care-team" | "search" | "invite" | "referral";
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["OrganizationListing"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listOrganizationPractitioners: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["Practitioner"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createMembershipWithCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
                /** @description One action's key, chosen by the app and sent again when the app retries it (its answer was lost, or the reading waited in the phone's offline queue); a malformed key answers 422 with the field Idempotency-Key. A payment: the same key is charged once; while it is being paid a retry answers 409 errors.conflict, once settled the retry answers as the first did. A reading (blood pressure, weight, a kick count started): the same key with the same body answers the first answer and writes nothing; the same key with another body answers 409 errors.conflict and writes nothing. Keys are the patient's own. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MembershipWithCard"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createMembershipWithPaymentService: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MembershipWithPaymentService"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateMembership: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MembershipUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionToken"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getInviteInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The invite's code or its numeric id: the spec names this path both /patient/invites/{code}/info and /patient/invites/{id}/info; it is one path. */
                code: string;
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
                    "application/json": components["schemas"]["InviteInfo"];
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendMembershipPhoneCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneConfirmationRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSent"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmMembershipPhone: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneConfirmation"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMembershipBuyToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["BuyToken"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    checkMembershipBuyToken: {
        parameters: {
            query: {
                /** @description The buy token. */
                token: string;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["TokenCheck"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    prolongMembershipWithCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
                /** @description One action's key, chosen by the app and sent again when the app retries it (its answer was lost, or the reading waited in the phone's offline queue); a malformed key answers 422 with the field Idempotency-Key. A payment: the same key is charged once; while it is being paid a retry answers 409 errors.conflict, once settled the retry answers as the first did. A reading (blood pressure, weight, a kick count started): the same key with the same body answers the first answer and writes nothing; the same key with another body answers 409 errors.conflict and writes nothing. Keys are the patient's own. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MembershipWithCard"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    prolongMembershipWithPaymentService: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MembershipWithPaymentService"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getPaymentConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["PaymentConfig"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listCards: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["Card"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardCreate"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardRef"];
            };
        };
        responses: {
            /** @description Done; nothing to return. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    setDefaultCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardRef"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listPurchases: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["Purchase"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getGoldPlan: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["GoldPlan"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    applyPlanDiscount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountCode"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountQuote"];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    purchaseSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionPurchase"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    cancelSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancellationReason"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    restoreSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            409: components["responses"]["Conflict"];
        };
    };
    listSubscriptionHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["SubscriptionEvent"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getCredits: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["Credits"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listProfileQuestionnaires: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["QuestionnaireSummary"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getBabyInfoQuestionnaire: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["QuestionnaireLink"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateMeasurementSystem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MeasurementSystemUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateLanguage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LanguageUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    checkPromocode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountCode"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Promocode"];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    applyPromocode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountCode"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromocodeApplied"];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendPhoneChangeCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneConfirmationRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSent"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    changePhone: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneChange"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["DocumentPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    uploadDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DocumentUpload"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getDocumentUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["SignedUrl"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationDocumentUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["SignedUrl"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    countUnviewedDocuments: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["Count"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    markDocumentsViewed: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Count"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    finishFeatureOnboarding: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveOnboarding: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnboardingAnswers"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    saveFeatureOnboardingData: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeatureOnboardingData"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getMedicalProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["MedicalProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getMedicalHistoryAnswers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["MedicalHistoryAnswers"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateMedicalProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MedicalProfileUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicalProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getCareTeamPractitioner: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["Practitioner"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateBiometricAuth: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BiometricAuthUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    checkPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordCheck"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Valid"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAvatar: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["Avatar"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    uploadAvatar: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AvatarUpload"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Avatar"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteAvatar: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
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
            401: components["responses"]["Unauthorized"];
        };
    };
    getPromocode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The code as the user typed or received it. */
                code: string;
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
                    "application/json": components["schemas"]["Promocode"];
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createGiftPaymentIntent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiftOrder"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GiftPaymentIntent"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    payGiftsWithPaymentService: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiftPaymentServiceOrder"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GiftPurchase"];
                };
            };
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    payGiftsWithCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiftCardOrder"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GiftPurchase"];
                };
            };
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    redeemGiftMembership: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The code as the user typed or received it. */
                code: string;
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
                    "application/json": components["schemas"]["GiftRedemption"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getGiftCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description URL name. */
                slug: string;
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
                    "application/json": components["schemas"]["GiftCard"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getGiftCardOfType: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description URL name. */
                slug: string;
                /** @description The kind of card. */
                type: string;
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
                    "application/json": components["schemas"]["GiftCard"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listOtherGiftCards: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The questionnaire's id. */
                id: number;
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
                    "application/json": components["schemas"]["GiftCard"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    sendChallengeKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The questionnaire user's id (her run). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChallengeKeyRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeKeySent"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getQuestionnaire: {
        parameters: {
            query?: {
                /** @description Opens a private questionnaire. */
                private_id?: string;
                /** @description Which run to show. */
                status?: "active" | "completed";
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["Questionnaire"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    startQuestionnaire: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionnaireUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    endQuestionnaire: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionnaireEndRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionnaireEnd"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    terminateQuestionnaire: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionnaireTermination"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionnaireUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    saveAnswer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedAnswer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    changeQuestionnaireLanguage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionnaireLanguage"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionnaireUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteAnswer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    saveQuestionnaireProgress: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionnaireProgressUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionnaireUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    cloneQuestionnaireAnswers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionnaireUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getSurveyInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The organization's slug. */
                org: string;
                /** @description URL name. */
                slug: string;
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
                    "application/json": components["schemas"]["SurveyInfo"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    startSurveyRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The organization's slug. */
                org: string;
                /** @description URL name. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SurveyRunStart"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SurveyRun"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveVisitorAnswer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisitorAnswerInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedAnswer"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    saveVisitorProgress: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisitorProgressUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionnaireUser"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    changeVisitorLanguage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisitorLanguage"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionnaireUser"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    endVisitorRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisitorRunKey"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionnaireEnd"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    recordConsentPageVisit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The organization's slug. */
                org: string;
                /** @description URL name. */
                slug: string;
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    recordRegistrationFromConsent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The organization's slug. */
                org: string;
                /** @description URL name. */
                slug: string;
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getSatisfactionSurvey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["SatisfactionSurvey"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadQuestionnairePdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description attachment; filename="questionnaire-2204.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfFile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getResourceImageMap: {
        parameters: {
            query?: {
                /** @description Display width in pixels. */
                width?: number;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
                /** @description Which image. */
                type: "flyer" | "card" | "map";
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
                    "application/json": components["schemas"]["ResourceImageMap"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    acceptReferral: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["Referral"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    declineReferral: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listReferralResources: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Only this state. */
                status?: components["schemas"]["ReferralState"];
                /** @description Words to find. */
                search?: string;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["ReferralResourcePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createReferralResource: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferralResourceInput"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralResource"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getReferralResource: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["ReferralResource"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateReferralResource: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferralResourceInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralResource"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    removeReferralResource: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    archiveReferralResources: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description Done; nothing to return. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    unarchiveReferralResources: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description Done; nothing to return. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    revokeRecordAccess: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["ReferralResource"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    ignoreReferral: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["Referral"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    archiveReferral: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["Referral"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    moveInvitesToPending: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdList"];
            };
        };
        responses: {
            /** @description Done; nothing to return. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    searchPractitionersToRefer: {
        parameters: {
            query?: {
                /** @description Words to find. */
                search?: string;
                /** @description Within one organization. */
                organization_id?: number;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["Practitioner"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    searchOrganizationsToRefer: {
        parameters: {
            query?: {
                /** @description Words to find. */
                search?: string;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["Organization"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    referToOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferToOrganization"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Referral"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    referToPractitioner: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The practitioner's id. */
                practitionerId: number;
                /** @description The organization's id. */
                organizationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Referral"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listActiveReferrals: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["Referral"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    addReferralResource: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferralResourceInput"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralResource"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    validateReferralTarget: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The value to check. */
                value: string;
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
                    "application/json": components["schemas"]["ReferralValidation"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    autoReferToMatronaOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["Referral"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    autoApplyPromocodes: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["Promocode"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listPromocodesToAccept: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["Promocode"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    acceptPromocodes: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromocodeList"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getActiveInvite: {
        parameters: {
            query?: {
                /** @description 1 for the check-all variant: the first active invite, even one shown recently. */
                all?: 0 | 1;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["OrganizationInvite"];
                };
            };
            204: components["responses"]["None"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listInvites: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["OrganizationInvite"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    acceptInvite: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["OrganizationInvite"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    declineInvite: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["OrganizationInvite"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deferInvite: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["OrganizationInvite"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    markInviteViewed: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["OrganizationInvite"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listPendingConnections: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Words to find. */
                search?: string;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["OrganizationConnectionPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listDeclinedConnections: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Words to find. */
                search?: string;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["OrganizationConnectionPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    requestTeamByCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The code as the user typed or received it. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationConnection"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getOrganizationByCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The code as the user typed or received it. */
                code: string;
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
                    "application/json": components["schemas"]["Organization"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listOrganizationSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["SupportSession"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getSupportProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["SupportProduct"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getSupportProductSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
                /** @description A session's uuid. */
                sessionUuid: string;
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
                    "application/json": components["schemas"]["SupportProductWithSession"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listSupportProductSessions: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description 1 returns every item in one page. */
                all?: components["parameters"]["All"];
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["SupportSessionPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    searchSupportSessions: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportFilterSelection"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportSessionPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    searchSupportGroups: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportFilterSelection"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportProductPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    loadMoreSupportProducts: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The kind of offer. */
                type: components["schemas"]["SupportProductType"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SupportFilterSelection"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportProductPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getSupportSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["SupportSession"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    reserveSupportSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["SupportSession"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    cancelSupportSessionReservation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The session's uuid. */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancellationReason"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportSession"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getSupportSessionCalendarEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["CalendarEvent"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadSupportSessionCalendarEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description attachment; filename="session-501.ics" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": components["schemas"]["CalendarFile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listVideoSessions: {
        parameters: {
            query?: {
                /** @description 1 only sessions in progress (polled every 10 s). */
                active?: 0 | 1;
            };
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
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
                    "application/json": components["schemas"]["VideoSession"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getVideoToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
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
                    "application/json": components["schemas"]["VideoConnect"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    reportVideoSessionEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The record's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VideoSessionEvent"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoSession"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    resolveVideoSessionCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The code as the user typed or received it. */
                code: string;
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
                    "application/json": components["schemas"]["VideoSessionCode"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVideoSessionByCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Sent by the apps on every call. */
                "X-Requested-With"?: components["parameters"]["RequestedWith"];
                /** @description Whether this call extends the session; the unread-messages poll sends false. */
                "X-Extend-Token"?: components["parameters"]["ExtendToken"];
            };
            path: {
                /** @description The code as the user typed or received it. */
                code: string;
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
                    "application/json": components["schemas"]["VideoSession"];
                };
            };
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
}
