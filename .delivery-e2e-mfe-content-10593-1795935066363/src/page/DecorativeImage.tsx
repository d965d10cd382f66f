import { Image, type ImageProps } from '@topup/shared-lib';

/**
 * A picture that only decorates (the text beside it says the same): hidden from assistive
 * technology as a whole, so its loading state (aria-busy on the img) is not announced either.
 */
export function DecorativeImage(props: Omit<ImageProps, 'alt'>) {
  return (
    <span aria-hidden="true" className="ct-decor">
      <Image {...props} alt="" />
    </span>
  );
}
