/// Selectors read from method headers and `@selector(…)` expressions.
enum ObjCSelectors {
    /// The selector a method header declares: `tableView:cellForRowAtIndexPath:` for `- (UITableViewCell *)tableView:(UITableView *)tableView
    /// cellForRowAtIndexPath:(NSIndexPath *)indexPath`, `viewDidLoad` for `- (void)viewDidLoad`;
    /// `nil` for a header that is no method's.
    static func selector(ofHeader header: ArraySlice<ObjCToken>) -> String? {
        guard let first = header.first, first.isSymbol("-") || first.isSymbol("+") else { return nil }
        var parts: [String] = []
        var depth = 0
        var firstName: String?
        var index = header.index(after: header.startIndex)
        while index < header.endIndex {
            let token = header[index]
            if token.isSymbol("(") {
                depth += 1
            } else if token.isSymbol(")") {
                depth -= 1
            } else if depth == 0, token.kind == .name {
                // A keyword is a name followed by `:`; the parameter names after each `(Type)` are not.
                let next = header.index(after: index)
                if next < header.endIndex, header[next].isSymbol(":") {
                    parts.append(token.text + ":")
                } else if firstName == nil, parts.isEmpty {
                    firstName = token.text
                }
            }
            index = header.index(after: index)
        }
        return parts.isEmpty ? firstName : parts.joined()
    }

    /// The first part of each `@selector(name…)` in `tokens` (`onContentSizeChanged`).
    static func selectorBases(in tokens: ArraySlice<ObjCToken>) -> [String] {
        var bases: [String] = []
        var index = tokens.startIndex
        while index < tokens.endIndex {
            let token = tokens[index]
            let isSelector = (token.kind == .atKeyword && token.text == "@selector") || token.isName("selector")
            let open = tokens.index(after: index)
            if isSelector, open + 1 < tokens.endIndex, tokens[open].isSymbol("("), tokens[open + 1].kind == .name {
                bases.append(tokens[open + 1].text)
            }
            index = open
        }
        return bases
    }
}
