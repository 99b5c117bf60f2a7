import Box from '@mui/material/Box';
import { useCallback } from 'react';

/** A preview of a chosen image file; the object URL lives exactly as long as the <img>. */
export function FilePreview({ file, alt }: { file: File; alt: string }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <Box
      component="img"
      ref={attach}
      alt={alt}
      sx={{ display: 'block', width: 1, height: 1, objectFit: 'cover' }}
    />
  );
}
