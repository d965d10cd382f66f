import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import '../i18n/registerVerificationStrings';
import { MAX_PICTURES, PICTURE_TYPES, type PictureIssue } from './pictureUpload';

/** A labelled picture picker; the chosen files are listed so the shopper sees what will be sent. */
export function PictureInput({
  label,
  files,
  issue,
  onFiles,
}: {
  label: string;
  files: File[];
  issue: PictureIssue;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="tu-field">
      <label className="tu-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={PICTURE_TYPES.join(',')}
        multiple
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
      />
      <p id={hintId} className="tu-field__hint">
        {t('verify.pictures.hint', { max: MAX_PICTURES })}
      </p>
      {files.length > 0 && (
        <ul className="acc-files" aria-label={t('verify.pictures.chosen')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>{file.name}</li>
          ))}
        </ul>
      )}
      {issue && (
        <p id={errorId} className="tu-field__error" role="alert">
          {t(`verify.pictures.${issue}`, { max: MAX_PICTURES })}
        </p>
      )}
    </div>
  );
}
