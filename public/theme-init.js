// Resolve the theme before first paint (saved choice, else the system setting) so the page
// never flashes the wrong colours; the app keeps it in sync afterwards. A file, not an inline
// script, so the Content-Security-Policy needs no 'unsafe-inline' for scripts.
(function () {
  var t = null;
  try {
    t = localStorage.getItem('promptscope:theme');
  } catch (e) {}
  if (t !== 'light' && t !== 'dark') {
    t = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.dataset.theme = t;
})();
