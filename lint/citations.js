// @ts-check

/** An issue's number ('issue' and its number, any case): where a rule came from, not why. */
const ISSUE = /\b[Ii]ssue\s+\d+/;

/**
 * No issue numbers in code, comments or test names: an issue is closed once its work lands, so its
 * number says nothing to the next engineer. A rule's source belongs in docs/decisions.md and in
 * its test's name (the spec's words); a comment says why the code is as it is.
 * @type {import('eslint').Rule.RuleModule}
 */
const noIssueCitations = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Refuse issue numbers in comments and strings.' },
    schema: [],
    messages: {
      issue:
        "'{{cited}}' names an issue: say what the code does and why (a rule's source goes in " +
        'docs/decisions.md).',
    },
  },
  create(context) {
    /** @param {string} text @param {import('eslint').AST.SourceLocation | null | undefined} loc */
    const check = (text, loc) => {
      const found = ISSUE.exec(text);
      if (found && loc) context.report({ loc, messageId: 'issue', data: { cited: found[0] } });
    };
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments())
          check(comment.value, comment.loc);
      },
      Literal(node) {
        if (typeof node.value === 'string') check(node.value, node.loc);
      },
      TemplateElement(node) {
        check(node.value.raw, node.loc);
      },
    };
  },
};

export default { rules: { 'no-issue-citations': noIssueCitations } };
