/**
 * A list entry's square picture, or an empty square of the same class when there is none, so the
 * list keeps its columns. Decorative unless given an alternative text.
 */
export function Thumb({
  src,
  className,
  size,
  alt = '',
  lazy = true,
}: {
  src: string | null | undefined;
  className: string;
  /** CSS px, width and height. */
  size: number;
  alt?: string;
  /** Load it when it scrolls near (a list below the fold); false for a picture at the top. */
  lazy?: boolean;
}) {
  return src ? (
    <img className={className} src={src} alt={alt} width={size} height={size} loading={lazy ? 'lazy' : undefined} />
  ) : (
    <span className={className} aria-hidden="true" />
  );
}
