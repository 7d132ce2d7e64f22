// The path data of the site's line icons (24 x 24), one export each so that an island carries
// only the icons it draws (./icon.tsx draws them).

export const store =
  'M3 9l1.5-5h15L21 9M3 9h18M3 9v1a3 3 0 006 0 3 3 0 006 0 3 3 0 006 0V9M5 13v7h14v-7M10 20v-4h4v4';
export const clock = 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7v5l3 2';
export const wallet = 'M3 7h16a2 2 0 012 2v9a2 2 0 01-2 2H3zM3 7V6a2 2 0 012-2h11v3M16 13h2';
export const bag = 'M5 8h14l-1 12H6zM9 8V6a3 3 0 016 0v2';
export const heart = 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z';
export const shield = 'M12 3l8 3v6c0 4.4-3.4 8.2-8 9-4.6-.8-8-4.6-8-9V6zM8.5 12l2.5 2.5 4.5-5';
export const badge =
  'M12 3l2.4 2 3.1-.3.7 3 2.6 1.8-1.3 2.8 1.3 2.8-2.6 1.8-.7 3-3.1-.3L12 21l-2.4-2-3.1.3-.7-3-2.6-1.8L4.5 12 3.2 9.2l2.6-1.8.7-3 3.1.3zM9 12l2 2 4-4';
export const users =
  'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.3a3.5 3.5 0 010 6.4M18.5 14.5c1.8.8 3 2.7 3 5.5';
export const phone =
  'M5 3h3l2 5-2.5 1.5a11 11 0 006 6L15 13l5 2v3a2 2 0 01-2 2A15 15 0 013 5a2 2 0 012-2z';
export const mail = 'M3 5h18v14H3zM3 6l9 7 9-7';
export const pin =
  'M12 21s-7-6.1-7-11.5a7 7 0 0114 0C19 14.9 12 21 12 21zM12 12.5a3 3 0 100-6 3 3 0 000 6z';
export const menu = 'M4 6h16M4 12h16M4 18h16';
export const close = 'M6 6l12 12M18 6L6 18';
export const check = 'M5 12.5l4.5 4.5L19 7.5';
export const search = 'M11 4a7 7 0 100 14 7 7 0 000-14zM20 20l-4-4';
export const download = 'M12 3v12M7 10l5 5 5-5M4 19h16';
export const arrow = 'M5 12h14M13 6l6 6-6 6';
export const star = 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z';
export const camera =
  'M4 4h16a2 2 0 012 2v12a2 2 0 01-2 2H4a2 2 0 01-2-2V6a2 2 0 012-2zM12 16.5a4.5 4.5 0 100-9 4.5 4.5 0 000 9zM17.5 7.5h.01';
export const play =
  'M3 6.5A2.5 2.5 0 015.5 4h13A2.5 2.5 0 0121 6.5v11a2.5 2.5 0 01-2.5 2.5h-13A2.5 2.5 0 013 17.5zM10 9v6l5-3z';
export const truck =
  'M2 6h11v10H2zM13 10h4l3 3v3h-7M6 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z';
export const box = 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9';
export const rupee = 'M7 4h10M7 8.5h10M7 4h3a4.5 4.5 0 010 9H7l8 7';
export const smartphone =
  'M7 2h10a1 1 0 011 1v18a1 1 0 01-1 1H7a1 1 0 01-1-1V3a1 1 0 011-1zM11 18h2';
