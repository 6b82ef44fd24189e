import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Col, Form, Row, Select, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { FieldCol } from '@/components/field-col';
import { LimitedInput } from '@/components/limited-input';
import { dictOptions, type ResumeDicts } from '../hooks/use-resume-dicts';
import { LIMITS, RULES } from '../lib/field-rules';
import { FormSection } from '../form-section';
import { MonthPicker } from '../month-picker';
import styles from '../resume-form.module.css';

/** One field of a compact list item. */
interface CompactField {
  label: string;
  /** The key inside the item, e.g. 'name'. */
  name: string;
  rules?: FormRule[];
  /**
   * Makes the control. A fresh element for every row and render: Form.Item skips re-rendering a child
   * element it has seen before, which would leave a moved row's input with its old id (and its label unlinked).
   */
  input: () => ReactNode;
}

interface CompactListProps {
  name: string;
  title: string;
  itemLabel: string;
  max: number;
  /** The item's main field: numbered ("技能名称 1") and as wide as the row allows. */
  main: CompactField;
  /** A narrower field next to it (level, date). */
  side: CompactField;
}

/** A short repeated list: one row per item, the main and the side field, and its own remove button. */
function CompactList({ name, title, itemLabel, max, main, side }: CompactListProps) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div className={styles.compactList} role="group" aria-label={title}>
          <div className={styles.compactHeader}>
            <h3 className={styles.subTitle}>{title}</h3>
            <Button type="link" size="small" icon={<PlusOutlined />} disabled={fields.length >= max} onClick={() => add({})}>
              添加{itemLabel}
            </Button>
          </div>
          {fields.map((field, index) => (
            <Row key={field.key} gutter={16} align="top" wrap={false}>
              <FieldCol flex="auto" label={`${main.label} ${index + 1}`} name={[field.name, main.name]} rules={main.rules}>
                {main.input()}
              </FieldCol>
              <FieldCol flex="200px" label={side.label} name={[field.name, side.name]} rules={side.rules}>
                {side.input()}
              </FieldCol>
              <Col flex="none">
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={`删除${itemLabel} ${index + 1}`}
                  onClick={() => remove(field.name)}
                  style={{ marginTop: 30 }}
                />
              </Col>
            </Row>
          ))}
        </div>
      )}
    </Form.List>
  );
}

/** Skills with their level, certificates with their date, languages with their level. */
export function SkillsSection({ dicts }: { dicts: ResumeDicts }) {
  const skillLevels = dicts.skillLevel.map((item) => ({ value: Number(item.code), label: item.name }));
  const lists: CompactListProps[] = [
    {
      name: 'skills',
      title: '专业技能',
      itemLabel: '技能',
      max: 10,
      main: {
        label: '技能名称',
        name: 'name',
        rules: RULES.skill,
        input: () => <LimitedInput n={LIMITS.skill} placeholder="例如 Excel、收银系统" />,
      },
      side: {
        label: '掌握程度',
        name: 'level',
        rules: RULES.skillLevel,
        input: () => <Select options={skillLevels} placeholder="请选择" />,
      },
    },
    {
      name: 'certificates',
      title: '证书',
      itemLabel: '证书',
      max: 10,
      main: {
        label: '证书名称',
        name: 'name',
        rules: RULES.certificate,
        input: () => <LimitedInput n={LIMITS.certificate} placeholder="例如 健康证、会计从业资格证" />,
      },
      side: { label: '获得时间', name: 'obtainDate', input: () => <MonthPicker placeholder="获得时间" /> },
    },
    {
      name: 'languages',
      title: '语言能力',
      itemLabel: '语言',
      max: 5,
      main: {
        label: '语言',
        name: 'language',
        rules: RULES.language,
        input: () => <Select options={dictOptions(dicts.language, 'name')} placeholder="请选择语言" />,
      },
      side: {
        label: '水平',
        name: 'level',
        rules: RULES.languageLevel,
        // The limited input inside: a level typed (not picked) stops at the limit too.
        input: () => (
          <AutoComplete options={dictOptions(dicts.languageLevel, 'name')}>
            <LimitedInput n={LIMITS.languageLevel} placeholder="如 熟练、CET-6" />
          </AutoComplete>
        ),
      },
    },
  ];
  return (
    <FormSection id="resume-skills" title="技能 / 证书 / 语言">
      {lists.map((list) => (
        <CompactList key={list.name} {...list} />
      ))}
    </FormSection>
  );
}
