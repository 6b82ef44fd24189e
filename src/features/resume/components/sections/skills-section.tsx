import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Col, Form, Input, Row, Select, type FormListFieldData } from 'antd';
import type { ReactNode } from 'react';
import { dictOptions, type ResumeDicts } from '../../hooks/use-resume-dicts';
import { RULES } from '../../lib/field-rules';
import { FormSection } from '../form-section';
import { MonthPicker } from '../month-picker';
import styles from '../resume-form.module.css';

interface CompactListProps {
  name: string;
  title: string;
  itemLabel: string;
  max: number;
  renderRow: (field: FormListFieldData, index: number) => ReactNode;
}

/** A short repeated list: one row per item with its own remove button. */
function CompactList({ name, title, itemLabel, max, renderRow }: CompactListProps) {
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
              {renderRow(field, index)}
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
  return (
    <FormSection id="resume-skills" title="技能 / 证书 / 语言">
      <CompactList
        name="skills"
        title="专业技能"
        itemLabel="技能"
        max={10}
        renderRow={(field, index) => (
          <>
            <Col flex="auto">
              <Form.Item label={`技能名称 ${index + 1}`} name={[field.name, 'name']} rules={RULES.skill} validateFirst>
                <Input placeholder="例如 Excel、收银系统" />
              </Form.Item>
            </Col>
            <Col flex="200px">
              <Form.Item label="掌握程度" name={[field.name, 'level']} rules={RULES.skillLevel}>
                <Select options={skillLevels} placeholder="请选择" />
              </Form.Item>
            </Col>
          </>
        )}
      />
      <CompactList
        name="certificates"
        title="证书"
        itemLabel="证书"
        max={10}
        renderRow={(field, index) => (
          <>
            <Col flex="auto">
              <Form.Item label={`证书名称 ${index + 1}`} name={[field.name, 'name']} rules={RULES.certificate} validateFirst>
                <Input placeholder="例如 健康证、会计从业资格证" />
              </Form.Item>
            </Col>
            <Col flex="200px">
              <Form.Item label="获得时间" name={[field.name, 'obtainDate']}>
                <MonthPicker placeholder="获得时间" />
              </Form.Item>
            </Col>
          </>
        )}
      />
      <CompactList
        name="languages"
        title="语言能力"
        itemLabel="语言"
        max={5}
        renderRow={(field, index) => (
          <>
            <Col flex="auto">
              <Form.Item label={`语言 ${index + 1}`} name={[field.name, 'language']} rules={RULES.language}>
                <Select options={dictOptions(dicts.language, 'name')} placeholder="请选择语言" />
              </Form.Item>
            </Col>
            <Col flex="200px">
              <Form.Item label="水平" name={[field.name, 'level']} rules={RULES.languageLevel} validateFirst>
                <AutoComplete options={dictOptions(dicts.languageLevel, 'name')} placeholder="如 熟练、CET-6" />
              </Form.Item>
            </Col>
          </>
        )}
      />
    </FormSection>
  );
}
