import { Button, ButtonGroup } from '@chakra-ui/react';

type ChoiceButtonsProps<T extends string> = {
  /** The group's name for screen readers: 'Work type'. */
  label: string;
  size: 'xs' | 'sm';
  options: readonly T[];
  value: T;
  onChoose: (option: T) => void;
  /** The button's text, when it is not the option itself. */
  nameOf?: (option: T) => string;
};

/** One of a few choices as attached buttons, the chosen one pressed (the Work Search's filters and role). */
export function ChoiceButtons<T extends string>({
  label,
  size,
  options,
  value,
  onChoose,
  nameOf,
}: ChoiceButtonsProps<T>) {
  return (
    <ButtonGroup size={size} variant="outline" attached role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option}
          type="button"
          aria-pressed={value === option}
          variant={value === option ? 'solid' : 'outline'}
          onClick={() => onChoose(option)}
        >
          {nameOf ? nameOf(option) : option}
        </Button>
      ))}
    </ButtonGroup>
  );
}
