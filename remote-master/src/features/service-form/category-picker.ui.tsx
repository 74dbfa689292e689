import { useState } from 'react';
import { fieldA11y } from '../../shared/form-field.ui';
import type { Category } from '@booking/contracts/schemas';
import { texts } from '../../shared/texts';
import { categoryNameError } from './service-form.lib';

const NEW = 'new';

interface CategoryPickerProps {
  categories: Category[];
  value: string;
  error: string | undefined;
  onChange: (categoryId: string) => void;
  /** Creates a category; resolves to it (the picker then selects it) or rejects with a message. */
  onCreate: (name: string) => Promise<Category>;
}

/** Choose one of the master's categories or create a new one by name (docs/product.md, Form rules). */
export function CategoryPicker({ categories, value, error, onChange, onCreate }: CategoryPickerProps) {
  const [creating, setCreating] = useState(categories.length === 0);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    const problem = categoryNameError(name);
    if (problem) return setNameError(problem);
    setBusy(true);
    try {
      const category = await onCreate(name.trim());
      setName('');
      setNameError(null);
      setCreating(false);
      onChange(String(category.id));
    } catch (e) {
      setNameError(e instanceof Error && e.message ? e.message : texts.categoryFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {categories.length > 0 && (
        <select
          {...fieldA11y('sf-category', error)}
          value={creating ? NEW : value}
          onChange={(e) => (e.target.value === NEW ? setCreating(true) : (setCreating(false), onChange(e.target.value)))}
        >
          <option value="">{texts.chooseCategory}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          <option value={NEW}>{texts.newCategory}</option>
        </select>
      )}
      {creating && (
        <div className="bk-category-new">
          <input
            {...fieldA11y(categories.length ? 'sf-category-new' : 'sf-category', nameError ?? (categories.length ? undefined : error))}
            aria-label={texts.newCategoryName}
            placeholder={texts.newCategoryName}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), void create())}
          />
          <button type="button" className="bk-button bk-button--plain" disabled={busy} onClick={() => void create()}>
            {texts.createCategory}
          </button>
          {nameError && (
            <p className="bk-error" role="alert">
              {nameError}
            </p>
          )}
        </div>
      )}
    </>
  );
}
