// Where Debian's webkit2gtk-driver puts WebKit's MiniBrowser, and the locale it is started in, so the
// browser asks for German as the artist's iPhone does.
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const GERMAN = 'de_DE.UTF-8';
