// Starts the editor only in a window of its own. GitHub Pages sends no header, and a <meta> policy
// cannot say frame-ancestors, so a page elsewhere could frame /admin/ and steer her taps
// (clickjacking); framed, the page offers to open the editor in its own window instead.
if (window.top === window.self) {
  const editor = document.createElement('script');
  editor.src = 'sveltia-cms.js';
  document.body.append(editor);
} else {
  const notice = document.createElement('p');
  const link = document.createElement('a');
  link.href = window.location.href;
  link.target = '_blank';
  link.rel = 'noopener';
  link.textContent = 'Den Editor in einem eigenen Fenster öffnen';
  notice.append('Der Editor läuft nicht innerhalb einer anderen Seite. ', link);
  document.body.append(notice);
}
