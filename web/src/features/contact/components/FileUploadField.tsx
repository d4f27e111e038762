import CloseRounded from '@mui/icons-material/CloseRounded';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { stripInvisible } from '@shared/display-text';
import { formatFileSize } from '@shared/enquiry-format';
import { TOO_MANY_FILES } from '@shared/form-texts';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/useHydrated';
import { type UploadedFile, uploadFile } from '../api/uploadFile';
import { accentA, brand } from '../../../theme/palette';

/** Spec §5 and §9: at most 5 files, 10 MB each, PDF, DOC, DOCX, JPG, JPEG, PNG. */
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10485760;
export const ACCEPTED_TYPES = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};
export const SUPPORT_TEXT = 'Support: PDF, DOC, DOCX, JPG, PNG • Max 5 files • 10MB per file';
export const UPLOAD_FAILED = 'Failed to upload files. Please try again.';

const TYPE_ERROR = 'This file type is not supported. Use PDF, DOC, DOCX, JPG or PNG.';
const SIZE_ERROR = 'This file is larger than 10MB.';

interface Pending {
  key: number;
  name: string;
  size: number;
  progress: number;
  /** A local preview (object URL) of an image, shown while it uploads and once uploaded. */
  thumbnail?: string;
}

const isImage = (file: File) => file.type === 'image/jpeg' || file.type === 'image/png';

/** A small square preview of an image, or the file icon. */
function FileThumb({ src }: { src?: string }) {
  if (!src) return <InsertDriveFileOutlined fontSize="small" sx={{ color: brand.green, flexShrink: 0 }} aria-hidden />;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      data-testid="file-thumbnail"
      sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1.5, border: `1px solid ${brand.line}`, flexShrink: 0 }}
    />
  );
}

interface FileError {
  key: string;
  name: string;
  message: string;
}

function rejectionMessage(rejection: FileRejection): string {
  const codes = rejection.errors.map((e) => e.code);
  if (codes.includes('file-invalid-type')) return TYPE_ERROR;
  if (codes.includes('file-too-large')) return SIZE_ERROR;
  return rejection.errors[0]?.message ?? 'This file cannot be uploaded.';
}

function uploadErrorMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 413) return SIZE_ERROR;
  if (error instanceof ApiError && error.status === 415) return TYPE_ERROR;
  // Too many files held for this address, or the shop's disk is nearly full: the server says which.
  if (error instanceof ApiError && (error.status === 429 || error.status === 507)) return error.serverMessage ?? null;
  return null;
}

export interface FileUploadFieldProps {
  /** Heading shown above the drop area, also its accessible name. */
  label: string;
  /** The uploaded file records (controlled). */
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** Told whenever uploads start or finish, so the form can wait for them. */
  onUploadingChange?: (uploading: boolean) => void;
  /** Description of the success toast; none when omitted. */
  successDescription?: (count: number) => string;
  disabled?: boolean;
}

/**
 * Drop area + file picker (react-dropzone). Each accepted file gets an upload address
 * (POST /api/objects/upload) and is PUT there with a progress bar; the records of the
 * uploaded files are listed as 'Uploaded Files (n)' with a remove button each.
 */
export function FileUploadField({ label, files, onChange, onUploadingChange, successDescription, disabled: busy }: FileUploadFieldProps) {
  const { toast } = useToast();
  // Files are sent by the app (a slot, then a PUT): before it runs the control is visibly
  // inactive. Its input has no name: a form posted without JavaScript never carries the name
  // of a file it could not send.
  const hydrated = useHydrated();
  const disabled = busy || !hydrated;
  const [pending, setPending] = useState<Pending[]>([]);
  const [errors, setErrors] = useState<FileError[]>([]);
  const labelId = useId();
  const hintId = useId();
  const nextKey = useRef(1);
  // Previews of uploaded images by their stored address; revoked when the field goes.
  const [thumbnails, setThumbnails] = useState<ReadonlyMap<string, string>>(new Map());
  const objectUrls = useRef<string[]>([]);
  useEffect(() => () => objectUrls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  // Uploads finish after renders; always add to the latest list.
  const filesRef = useRef(files);
  filesRef.current = files;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const pendingCount = useRef(0);

  useEffect(() => {
    onUploadingChange?.(pending.length > 0);
  }, [pending.length, onUploadingChange]);
  useEffect(() => () => onUploadingChange?.(false), [onUploadingChange]);

  const onDrop = useCallback(
    async (accepted: File[], rejected: FileRejection[]) => {
      if (filesRef.current.length + pendingCount.current + accepted.length + rejected.length > MAX_FILES) {
        window.alert(TOO_MANY_FILES);
        return;
      }
      setErrors(rejected.map((r, i) => ({ key: `r${i}-${r.file.name}`, name: stripInvisible(r.file.name), message: rejectionMessage(r) })));
      if (accepted.length === 0) return;

      const batch = accepted.map((file) => {
        const thumbnail = isImage(file) ? URL.createObjectURL(file) : undefined;
        if (thumbnail) objectUrls.current.push(thumbnail);
        return { file, key: nextKey.current++, thumbnail };
      });
      pendingCount.current += batch.length;
      setPending((p) => [
        ...p,
        ...batch.map(({ file, key, thumbnail }) => ({ key, name: stripInvisible(file.name), size: file.size, progress: 0, thumbnail })),
      ]);

      const results = await Promise.allSettled(
        batch.map(({ file, key }) =>
          uploadFile(file, (progress) => setPending((p) => p.map((x) => (x.key === key ? { ...x, progress } : x)))),
        ),
      );
      pendingCount.current -= batch.length;
      const keys = new Set(batch.map((b) => b.key));
      setPending((p) => p.filter((x) => !keys.has(x.key)));

      const uploaded: UploadedFile[] = [];
      const failed: FileError[] = [];
      const previews: [string, string][] = [];
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') {
          uploaded.push(result.value);
          const thumbnail = batch[i].thumbnail;
          if (thumbnail) previews.push([result.value.url, thumbnail]);
        } else {
          const name = stripInvisible(batch[i].file.name);
          failed.push({ key: `u${batch[i].key}`, name, message: uploadErrorMessage(result.reason) ?? 'Upload failed. Please try again.' });
        }
      });
      if (previews.length > 0) setThumbnails((m) => new Map([...m, ...previews]));
      if (uploaded.length > 0) {
        onChangeRef.current([...filesRef.current, ...uploaded]);
        toast({ title: 'Files uploaded successfully', description: successDescription?.(uploaded.length) });
      }
      if (failed.length > 0) {
        setErrors((e) => [...e, ...failed]);
        window.alert(UPLOAD_FAILED);
      }
    },
    [toast, successDescription],
  );

  const { getRootProps, getInputProps, isDragActive, isDragReject } = useDropzone({
    accept: ACCEPTED_TYPES,
    maxSize: MAX_FILE_BYTES,
    multiple: true,
    disabled,
    // The 'Browse files' button inside is the keyboard stop; the area itself takes drops and clicks.
    noKeyboard: true,
    onDrop: (accepted, rejected) => void onDrop(accepted, rejected),
  });

  const remove = (index: number) => onChange(files.filter((_, i) => i !== index));

  return (
    <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
      <Typography id={labelId} component="p" sx={{ fontWeight: 600, fontSize: '0.95rem', mb: 1 }}>
        {label}
      </Typography>
      <Box
        {...getRootProps({
          role: 'group',
          'aria-labelledby': labelId,
          'aria-describedby': hintId,
        })}
        data-testid="file-dropzone"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1,
          px: { xs: 2, sm: 4 },
          py: { xs: 3.5, sm: 4.5 },
          borderRadius: 3,
          border: '2px dashed',
          borderColor: isDragReject ? brand.danger : isDragActive ? brand.green : brand.dropzone,
          bgcolor: isDragActive ? accentA.green6 : brand.white,
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.6 : 1,
          transition: 'border-color 150ms ease, background-color 150ms ease',
          outline: 'none',
          '&:hover': disabled ? undefined : { borderColor: brand.green, bgcolor: accentA.green3 },
          '&:focus-within': { borderColor: brand.green },
        }}
      >
        <input {...getInputProps({ 'aria-label': label })} />
        <Box
          aria-hidden
          sx={{
            width: 48,
            height: 48,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: brand.ivory,
            color: brand.green,
          }}
        >
          <CloudUploadOutlined />
        </Box>
        <Typography sx={{ fontWeight: 600 }}>{isDragActive ? 'Drop the files here' : 'Drag & drop files here, or'}</Typography>
        <Button
          type="button"
          variant="outlined"
          size="small"
          color="secondary"
          disabled={disabled}
          aria-label={`Browse files: ${label}`}
          aria-describedby={hintId}
          sx={{ bgcolor: brand.white, visibility: isDragActive ? 'hidden' : 'visible' }}
        >
          Browse files
        </Button>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {SUPPORT_TEXT}
        </Typography>
      </Box>

      {errors.length > 0 && (
        <Alert severity="error" sx={{ mt: 1.5, borderRadius: 2.5 }} onClose={() => setErrors([])}>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
            {errors.map((e) => (
              <li key={e.key}>
                <strong>{e.name}</strong>: {e.message}
              </li>
            ))}
          </Box>
        </Alert>
      )}

      {pending.length > 0 && (
        <Box
          component="ul"
          aria-label="Uploading files"
          sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.25 }}
        >
          {pending.map((p) => (
            <Box
              component="li"
              key={p.key}
              data-testid="upload-progress"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 1.5,
                borderRadius: 2.5,
                border: `1px solid ${brand.line}`,
                bgcolor: brand.white,
              }}
            >
              <FileThumb src={p.thumbnail} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 1, fontSize: '0.9rem' }}>
                  <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}>
                    {p.name}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                    {p.progress}%
                  </Box>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={p.progress}
                  color="secondary"
                  aria-label={`Uploading ${p.name}`}
                  sx={{ height: 6, borderRadius: 999, bgcolor: brand.sand }}
                />
              </Box>
            </Box>
          ))}
        </Box>
      )}

      {files.length > 0 && (
        <Box sx={{ mt: 2.5 }}>
          <Typography component="p" sx={{ fontWeight: 600, fontSize: '0.95rem', mb: 1 }}>
            Uploaded Files ({files.length})
          </Typography>
          <Box
            component="ul"
            data-testid="uploaded-files"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
          >
            {files.map((f, i) => (
              <Box
                component="li"
                key={`${f.url}-${i}`}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  pl: 1.5,
                  pr: 0.5,
                  py: 0.75,
                  borderRadius: 2.5,
                  border: `1px solid ${brand.line}`,
                  bgcolor: brand.white,
                }}
              >
                <FileThumb src={thumbnails.get(f.url)} />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography
                    title={f.name}
                    sx={{ fontSize: '0.92rem', fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {f.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.8rem' }}>
                    {formatFileSize(f.size)}
                  </Typography>
                </Box>
                <IconButton aria-label={`Remove ${f.name}`} onClick={() => remove(i)} disabled={disabled} sx={{ flexShrink: 0 }}>
                  <CloseRounded fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
