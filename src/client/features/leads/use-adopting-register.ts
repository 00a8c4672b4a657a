import { useRef } from 'react';
import type {
  FieldValues,
  Path,
  PathValue,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * `register`, except that text typed into the prerendered field before this code arrived is kept
 * as the visitor's own (dirty) input. Plain `register` would overwrite it with the default value
 * when it attaches to the field. Only the first attachment adopts: later ones (after a reset,
 * for instance) must not bring old text back.
 */
export function useAdoptingRegister<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>) {
  const adopted = useRef(new Set<string>());
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>): UseFormRegisterReturn<N> => {
    const field = form.register(name, options);
    return {
      ...field,
      ref: (element: FieldElement | null) => {
        if (element && !adopted.current.has(name)) {
          adopted.current.add(name);
          if (element.value !== '' && element.value !== form.getValues(name)) {
            form.setValue(name, element.value as PathValue<T, N>, { shouldDirty: true });
          }
        }
        field.ref(element);
      },
    };
  };
}
