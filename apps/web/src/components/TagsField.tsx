import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { LIMITS, parseTagsInput } from '@neighbourly/shared';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormTextField } from '@/components/FormTextField.tsx';
import { shell_tags, shell_tags_hint } from '@neighbourly/i18n/messages';

/** Tags as comma-separated text (at most 100 characters), with the tags it will save shown below. */
export function TagsField<T extends FieldValues & { tags: string }>({
  control,
  disabled = false,
}: {
  control: Control<T>;
  disabled?: boolean;
}) {
  const name = 'tags' as Path<T>;
  const text = useWatch({ control, name }) as string;
  const tags = parseTagsInput(text ?? '');
  return (
    <Box>
      <FormTextField
        control={control}
        name={name}
        label={shell_tags()}
        disabled={disabled}
        maxLength={LIMITS.tagsInputMax}
        showCount
        hint={shell_tags_hint()}
        autoComplete="off"
      />
      {tags.length > 0 && (
        <Box
          component="ul"
          // A visual preview of what the text field already says.
          aria-hidden
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {tags.map((tag) => (
            <li key={tag}>
              <Chip size="small" label={<bdi>#{tag}</bdi>} variant="outlined" />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
