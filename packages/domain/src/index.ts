// @mat/domain: the public API. Every rule is pure: no React, no I/O, no clock read inside.
export {};
