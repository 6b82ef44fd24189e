import { InputNumber, Radio, Row, Select, TreeSelect } from 'antd';
import { FieldCol } from '@/components/field-col';
import { LimitedInput } from '@/components/limited-input';
import { dictOptions, type ResumeDicts } from '../hooks/use-resume-dicts';
import type { CityOption } from '../hooks/use-city-options';
import { LIMITS, RULES } from '../lib/field-rules';
import { FormSection } from '../form-section';
import { MonthPicker } from '../month-picker';

interface BasicInfoSectionProps {
  dicts: ResumeDicts;
  cityTree: CityOption[];
}

const DEFAULT_GENDERS = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
];

/** Name, gender, birthday, contact, city, work years and highest education. */
export function BasicInfoSection({ dicts, cityTree }: BasicInfoSectionProps) {
  const genders = dicts.gender.length
    ? dicts.gender.map((item) => ({ value: Number(item.code), label: item.name }))
    : DEFAULT_GENDERS;
  return (
    <FormSection id="resume-basic" title="基本信息">
      <Row gutter={24}>
        <FieldCol span={12} label="姓名" name={['basicInfo', 'name']} rules={RULES.name}>
          <LimitedInput n={LIMITS.name} placeholder="请输入真实姓名" autoComplete="name" />
        </FieldCol>
        <FieldCol span={12} label="性别" name={['basicInfo', 'gender']} rules={RULES.gender}>
          <Radio.Group options={genders} />
        </FieldCol>
        <FieldCol span={12} label="出生年月" name={['basicInfo', 'birthday']} rules={RULES.birthday}>
          <MonthPicker placeholder="请选择出生年月" />
        </FieldCol>
        <FieldCol span={12} label="手机号码" name={['basicInfo', 'phone']} rules={RULES.phone}>
          <LimitedInput n={LIMITS.phone} placeholder="请输入11位手机号码" inputMode="numeric" autoComplete="tel" maxLength={11} />
        </FieldCol>
        <FieldCol span={12} label="邮箱" name={['basicInfo', 'email']} rules={RULES.email}>
          <LimitedInput n={LIMITS.email} placeholder="例如 name@example.com" autoComplete="email" />
        </FieldCol>
        <FieldCol span={12} label="现居城市" name={['basicInfo', 'currentCityCode']} rules={RULES.currentCity}>
          <TreeSelect treeData={cityTree} showSearch treeNodeFilterProp="title" placeholder="请选择现居城市" allowClear />
        </FieldCol>
        <FieldCol span={12} label="工作年限" name={['basicInfo', 'workYears']} rules={RULES.workYears} extra="应届毕业生请填 0">
          <InputNumber min={0} max={50} precision={0} suffix="年" style={{ width: '100%' }} placeholder="请输入" />
        </FieldCol>
        <FieldCol span={12} label="最高学历" name={['basicInfo', 'highestEducationCode']} rules={RULES.highestEducation}>
          <Select options={dictOptions(dicts.education)} placeholder="请选择最高学历" allowClear />
        </FieldCol>
      </Row>
    </FormSection>
  );
}
