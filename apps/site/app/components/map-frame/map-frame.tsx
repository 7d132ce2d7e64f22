// The contact page's OpenStreetMap embed. Its frame pulls the map's scripts and tiles from
// openstreetmap.org, far more than the page itself: so its address waits in data-src until the
// frame nears the screen after the page's first paint (./frames-near.ts, run by the navigation
// module), and a browser without JavaScript gets the frame as it is, from <noscript>.

export interface MapFrameProps {
  title: string;
  src: string;
  width: number;
  height: number;
}

export function MapFrame({ title, src, width, height }: MapFrameProps) {
  const frame = {
    width,
    height,
    loading: 'lazy',
    referrerPolicy: 'no-referrer-when-downgrade',
  } as const;
  return (
    <>
      <iframe title={title} {...frame} data-src={src} />
      <noscript>
        <iframe title={title} {...frame} src={src} />
      </noscript>
    </>
  );
}
