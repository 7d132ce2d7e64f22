// A card's picture (a category's, a product's): decorative beside its name, so no alt text, and
// loaded only when near the screen; its size is given so the grid does not jump as it loads.
interface CardImageProps {
  src: string;
  className: string | undefined;
  width: number;
  height: number;
}

export function CardImage({ src, className, width, height }: CardImageProps) {
  return (
    <img className={className} src={src} alt="" loading="lazy" width={width} height={height} />
  );
}
