// A self-signed certificate for 127.0.0.1 and localhost (P-256, valid until 2126), only for the
// fake APNs server of the push tests: the adapter is told to trust it and nothing else.
export const TEST_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg0Z92nP/6Nw8cLvfE
ywd7dc9DaegodnbQkWtn7g57zMChRANCAAT2fuZxGt4YFmkYnKY8P0gglaZMRyaD
FKijfHcWljiBEmyA2SSlwMiTEqSv6pRy15v5weOMdWmmWObD40dfvRJ4
-----END PRIVATE KEY-----`;

export const TEST_TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBmjCCAUGgAwIBAgIUGf0qxP2ygwyWvFdC5kVvJvBPdf0wCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNzEzNTE0OVoYDzIxMjYxMTAz
MTM1MTQ5WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAT2fuZxGt4YFmkYnKY8P0gglaZMRyaDFKijfHcWljiBEmyA2SSlwMiT
EqSv6pRy15v5weOMdWmmWObD40dfvRJ4o28wbTAdBgNVHQ4EFgQUjXO17++vZmGj
VRloIio9yKuGR5MwHwYDVR0jBBgwFoAUjXO17++vZmGjVRloIio9yKuGR5MwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARhwR/AAABgglsb2NhbGhvc3QwCgYIKoZI
zj0EAwIDRwAwRAIgB6HSHEvAUzyv0qpi3UZtghUgglmGGIW4UKfhNESNVkgCIC+y
w88l7iIGYT3jHsgUdm81hrWjNiKWKWzapCHhTwHb
-----END CERTIFICATE-----`;
