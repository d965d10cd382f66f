import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormField,
  idCard,
  length,
  required,
  useForm,
  useStores,
  type Order,
  type VerificationKind,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerVerificationStrings';
import { PictureInput } from './PictureInput';
import { checkPictures, uploadPictures, type PictureIssue } from './pictureUpload';
import { useVerification } from './verificationOf';
import { verificationApi } from './verificationApi';

/** Real names: 2 to 50 characters. */
export const REAL_NAME_MIN = 2;
export const REAL_NAME_MAX = 50;
const RULES = {
  realName: [required(), length(REAL_NAME_MIN, REAL_NAME_MAX)],
  idCard: [required(), idCard()],
};
const NO_RULES = {};

/**
 * The upload dialog's form: real-name (name, 18-digit ID by shared-lib's idCard rule, photos) or the
 * spot check (photos only). Typed values and chosen files stay when something fails.
 */
export function VerificationForm({ order, kind }: { order: Order; kind: VerificationKind }) {
  const { t } = useTranslation(NS);
  const { api, ui } = useStores();
  const verification = useVerification();
  const realname = kind === 'realname';
  const form = useForm({ realName: '', idCard: '' }, realname ? RULES : NO_RULES);
  const [files, setFiles] = useState<File[]>([]);
  const [pictureIssue, setPictureIssue] = useState<PictureIssue>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fieldsOk = form.validate();
    const issue = checkPictures(files);
    setPictureIssue(issue);
    if (!fieldsOk || issue) return;
    setBusy(true);
    setFailed(false);
    try {
      const images = await uploadPictures(api, order.id, files);
      if (realname) {
        await verificationApi(api).submitRealname(order.id, {
          realName: form.values.realName.trim(),
          idCard: form.values.idCard.trim().toUpperCase(),
          images,
        });
      } else {
        await verificationApi(api).submitSpotcheck(order.id, { images });
      }
      ui.toast(t('verify.submitted'), 'success');
      verification.closeDialog();
      await verification.checkAll();
    } catch {
      // Server answers were toasted by the api client; a failed upload is said here.
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="acc-form" noValidate onSubmit={(event) => void submit(event)}>
      {realname && (
        <>
          <FormField label={t('verify.realName')} autoComplete="name" required {...form.field('realName')} />
          <FormField
            label={t('verify.idCard')}
            hint={t('verify.idCardHint')}
            inputMode="text"
            autoComplete="off"
            required
            {...form.field('idCard')}
          />
        </>
      )}
      <PictureInput
        label={realname ? t('verify.pictures.realname') : t('verify.pictures.spotcheck')}
        files={files}
        issue={pictureIssue}
        onFiles={(next) => {
          setFiles(next);
          if (pictureIssue) setPictureIssue(checkPictures(next));
        }}
      />
      {failed && (
        <p className="tu-field__error" role="alert">
          {t('verify.submitFailed')}
        </p>
      )}
      <div className="acc-dialog__actions">
        <button type="submit" className="tu-button tu-button--primary" disabled={busy}>
          {busy ? t('verify.submitting') : t('verify.submit')}
        </button>
      </div>
    </form>
  );
}
