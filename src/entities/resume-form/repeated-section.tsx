import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Form, type FormListFieldData } from 'antd';
import type { ReactNode } from 'react';
import { FormSection } from './form-section';
import { ListItemToolbar } from './list-item-toolbar';
import styles from './resume-form.module.css';

interface RepeatedSectionProps {
  /** Anchor id of the section. */
  id: string;
  /** Form list name, e.g. 'educations'. */
  name: string;
  title: string;
  /** What one item is called, e.g. "教育经历". */
  itemLabel: string;
  /** The values of a newly added item. */
  newItem: () => object;
  /** At most this many items. */
  max?: number;
  emptyText: string;
  renderItem: (field: FormListFieldData) => ReactNode;
}

/** A repeated resume section (Form.List) with add, remove (confirmed) and move up/down. */
export function RepeatedSection({ id, name, title, itemLabel, newItem, max = 10, emptyText, renderItem }: RepeatedSectionProps) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove, move }) => (
        <FormSection
          id={id}
          title={title}
          extra={
            <Button
              type="link"
              icon={<PlusOutlined />}
              disabled={fields.length >= max}
              onClick={() => add(newItem())}
              aria-label={`添加${itemLabel}`}
            >
              添加
            </Button>
          }
        >
          {fields.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} style={{ margin: '8px 0' }} />
          ) : (
            fields.map((field, index) => (
              <div key={field.key} className={styles.item} role="group" aria-label={`${itemLabel} ${index + 1}`}>
                <div className={styles.itemHeader}>
                  <span className={styles.itemTitle}>
                    {itemLabel} {index + 1}
                  </span>
                  <ListItemToolbar
                    label={`${itemLabel} ${index + 1}`}
                    index={index}
                    count={fields.length}
                    onMove={move}
                    onRemove={() => remove(field.name)}
                  />
                </div>
                {renderItem(field)}
              </div>
            ))
          )}
        </FormSection>
      )}
    </Form.List>
  );
}
