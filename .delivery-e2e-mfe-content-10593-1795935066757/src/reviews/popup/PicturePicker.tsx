import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Image } from '@topup/shared-lib';
import { NS } from '../../i18n';
import { REVIEW_IMAGES_MAX, REVIEW_IMAGE_TYPES, type PictureProblem } from './reviewRules';

interface PicturePickerProps {
  files: readonly File[];
  problem: PictureProblem | null;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
}

/** Choose up to REVIEW_IMAGES_MAX pictures, see them, remove any. */
export function PicturePicker({ files, problem, onAdd, onRemove }: PicturePickerProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const previews = useMemo(
    () => files.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '')),
    [files],
  );
  useEffect(() => () => previews.forEach((url) => url && URL.revokeObjectURL(url)), [previews]);
  return (
    <div className="tu-field ct-pictures">
      <label className="tu-field__label" htmlFor={id}>
        {t('reviewForm.pictures')}
      </label>
      <input
        id={id}
        type="file"
        accept={REVIEW_IMAGE_TYPES.join(',')}
        multiple
        disabled={files.length >= REVIEW_IMAGES_MAX}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          onAdd(Array.from(event.target.files ?? []));
          event.target.value = ''; // the same file can be chosen again after removing it
        }}
      />
      <p id={`${id}-hint`} className="tu-field__hint">
        {t('reviewForm.picturesHint', { max: REVIEW_IMAGES_MAX })}
      </p>
      {problem && (
        <p className="tu-field__error" role="alert">
          {t(`reviewForm.pictureProblem.${problem}`, { max: REVIEW_IMAGES_MAX })}
        </p>
      )}
      {files.length > 0 && (
        <ul className="ct-pictures__list">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <Image src={previews[index]} alt={file.name} width={64} height={64} lazy={false} />
              <button type="button" className="tu-button tu-button--ghost" onClick={() => onRemove(index)}>
                {t('reviewForm.removePicture', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
