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
        get?: never;
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
         *         "password": "validation.passwordTooShort"
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
         * @description A US phone number: ten digits, as typed (spaces, dashes, dots, parentheses and a leading +1 are removed; answers always carry the ten digits). The rule is @mat/domain's (validation.phoneDigits).
         * @example 3105550142
         */
        Phone: string;
        /**
         * @description The six-digit code sent by text message (@mat/domain, validation.codeDigits).
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
         * @description Letters and spaces only, at most 50 characters (@mat/domain: validation.onlyLettersAndSpaces, validation.nameTooLong).
         * @example Ana
         * @example María José
         */
        PersonName: string;
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
            first_name?: components["schemas"]["PersonName"];
            last_name?: components["schemas"]["PersonName"];
            /** @description An e-mail address, checked by @mat/domain (validation.invalidEmail). */
            email?: string;
            /** @description 8 characters or more (@mat/domain, validation.passwordMinLength). */
            password?: string;
            /** @description Must equal password (validation.passwordsMustMatch). */
            password_confirmation?: string;
            /** @description US ZIP code, 5 digits or ZIP+4 (@mat/domain, validation.zipCode). */
            zip?: string;
            phone?: components["schemas"]["Phone"];
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
            first_name: components["schemas"]["PersonName"];
            last_name: components["schemas"]["PersonName"];
            /** @description An e-mail address, checked by @mat/domain (validation.invalidEmail). */
            email: string;
            /** @description 8 characters or more (@mat/domain, validation.passwordMinLength). */
            password: string;
            /** @description Must equal password. */
            password_confirmation: string;
            /** @description US ZIP code, 5 digits or ZIP+4 (@mat/domain, validation.zipCode). */
            zip: string;
            phone: components["schemas"]["Phone"];
            /**
             * @description Privacy policy and terms of use accepted; required.
             * @constant
             */
            agree: true;
            language?: components["schemas"]["Locale"];
            timezone?: components["schemas"]["Timezone"];
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
            phone: components["schemas"]["Phone"];
            code: components["schemas"]["VerificationCode"];
        };
        /**
         * @example {
         *       "email": "ana.lopez@example.org",
         *       "password": "lullaby-2026"
         *     }
         */
        Credentials: {
            /** @description An e-mail address, checked by @mat/domain (validation.invalidEmail). */
            email: string;
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
         * @description Some of UserPrefs.
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
         * @description Channels switched on (1) or off (0).
         * @example {
         *       "email": 1,
         *       "sms": 1,
         *       "push": 0
         *     }
         */
        NotificationSettings: {
            /** @enum {integer} */
            email: 0 | 1;
            /** @enum {integer} */
            sms: 0 | 1;
            /** @enum {integer} */
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
            first_name?: components["schemas"]["PersonName"];
            last_name?: components["schemas"]["PersonName"];
            /** @description An e-mail address, checked by @mat/domain (validation.invalidEmail). */
            email?: string;
            /** @description US ZIP code, 5 digits or ZIP+4 (@mat/domain, validation.zipCode). */
            zip?: string;
            timezone?: components["schemas"]["Timezone"];
            prefs?: components["schemas"]["UserPrefsPatch"];
        };
    };
    responses: {
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
        /** @description Whether this call extends the session; the unread-messages poll sends false. */
        ExtendToken: "true" | "false";
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
                /** @description Ten digits. */
                phone: components["schemas"]["Phone"];
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
}
