// Applies the saved theme before the first paint so dark mode never flashes white. A classic
// script (not a module) loaded from <head>, so it runs before the page is drawn.
try {
  if (localStorage.getItem('postcraft.theme') === 'dark') {
    document.documentElement.classList.add('dark');
  }
} catch {
  // Storage can be unavailable (private mode, blocked cookies): stay on the light default.
}
