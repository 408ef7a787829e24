export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './RadioGroup';
