import { Col, Form, Input, InputNumber, Radio, Row, Select, TreeSelect } from 'antd';
import { dictOptions, type ResumeDicts } from '../../hooks/use-resume-dicts';
import type { CityOption } from '../../hooks/use-city-options';
import { RULES } from '../../lib/field-rules';
import { FormSection } from '../form-section';
import { MonthPicker } from '../month-picker';

interface BasicInfoSectionProps {
  dicts: ResumeDicts;
  cityTree: CityOption[];
}

/** Name, gender, birthday, contact, city, work years and highest education. */
export function BasicInfoSection({ dicts, cityTree }: BasicInfoSectionProps) {
  const genders = dicts.gender.length
    ? dicts.gender.map((item) => ({ value: Number(item.code), label: item.name }))
    : [
        { value: 1, label: '男' },
        { value: 2, label: '女' },
      ];
  return (
    <FormSection id="resume-basic" title="基本信息">
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item label="姓名" name={['basicInfo', 'name']} rules={RULES.name} validateFirst>
            <Input placeholder="请输入真实姓名" autoComplete="name" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="性别" name={['basicInfo', 'gender']} rules={RULES.gender}>
            <Radio.Group options={genders} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="出生年月" name={['basicInfo', 'birthday']} rules={RULES.birthday}>
            <MonthPicker placeholder="请选择出生年月" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="手机号码" name={['basicInfo', 'phone']} rules={RULES.phone} validateFirst>
            <Input placeholder="请输入11位手机号码" inputMode="numeric" autoComplete="tel" maxLength={11} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="邮箱" name={['basicInfo', 'email']} rules={RULES.email} validateFirst>
            <Input placeholder="例如 name@example.com" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="现居城市" name={['basicInfo', 'currentCityCode']} rules={RULES.currentCity}>
            <TreeSelect treeData={cityTree} showSearch treeNodeFilterProp="title" placeholder="请选择现居城市" allowClear />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="工作年限" name={['basicInfo', 'workYears']} rules={RULES.workYears} extra="应届毕业生请填 0">
            <InputNumber min={0} max={50} precision={0} suffix="年" style={{ width: '100%' }} placeholder="请输入" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="最高学历" name={['basicInfo', 'highestEducationCode']} rules={RULES.highestEducation}>
            <Select options={dictOptions(dicts.education)} placeholder="请选择最高学历" allowClear />
          </Form.Item>
        </Col>
      </Row>
    </FormSection>
  );
}
