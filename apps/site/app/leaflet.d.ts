// Leaflet's ES module build (its package names only the UMD build) has the types of 'leaflet'.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
