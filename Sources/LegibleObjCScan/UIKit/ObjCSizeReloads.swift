import LegibleScan

/// What an Objective-C file tells ``LegibleScan/SizeReloadingClasses`` about tables reloaded when
/// the text size changes: the selectors a class registers for `UIContentSizeCategoryDidChangeNotification`
/// (directly or through a helper, `[self addNotification:UIContentSizeCategoryDidChangeNotification
/// selector:@selector(onContentSizeChanged:)]`, OsmAnd-iOS bb362bba `OASuperViewController.m:51`),
/// how each class's handler of a text-size name treats the table, what a row provider calls on
/// `self`, and where a text style is set without the flag.
enum ObjCSizeReloads {
    /// The records of `file` whose elements are `elements`.
    static func facts(file: ObjCFile, elements: [ScannedElement]) -> Set<String> {
        var facts: Set<String> = []
        var observed: [String: Set<String>] = [:]
        for statement in file.statements {
            guard let type = statement.className,
                statement.tokens.contains(where: { $0.kind == .name && $0.text.hasPrefix("UIContentSizeCategoryDidChange") })
            else { continue }
            for base in ObjCSelectors.selectorBases(in: statement.tokens) {
                observed[type, default: []].insert(base)
                facts.insert(SizeReloadingClasses.observerKey(type: type, base: base))
            }
        }
        var bodies: [Int: [ObjCStatement]] = [:]
        for statement in file.statements where statement.scope != 0 { bodies[statement.scope, default: []].append(statement) }
        for (scope, method) in file.methodSelectors {
            guard let type = method.className else { continue }
            let (selector, statements) = (method.selector, bodies[scope] ?? [])
            let base = SizeReloadingClasses.base(of: selector)
            if SizeReloadingClasses.namesSizeHandler(base) || observed[type]?.contains(base) == true {
                facts.insert(SizeReloadingClasses.handlerKey(type: type, base: base, kind: kind(of: statements, base: base)))
            }
            if SizeReloadingClasses.isRowProvider(selector) {
                for callee in selfCalls(in: statements) { facts.insert(SizeReloadingClasses.rowMakerKey(type: type, base: callee)) }
            }
        }
        for element in elements {
            guard case .textStyle(_, _, false)? = element.font, let line = element.location.line,
                let statement = file.statements.first(where: { $0.lines.contains(line) }), let type = statement.className,
                let method = file.methodSelectors[statement.scope]?.selector
            else { continue }
            facts.insert(SizeReloadingClasses.candidateKey(type: type, method: method, file: element.location.file, line: line))
        }
        return facts
    }

    /// `reloads` for a body that calls `reloadData`, `super` for one that calls `[super base…]`, `keeps` otherwise.
    private static func kind(of statements: [ObjCStatement], base: String) -> SizeReloadingClasses.HandlerKind {
        let tokens = statements.flatMap(\.tokens)
        if tokens.contains(where: { $0.isName("reloadData") }) { return .reloads }
        for index in tokens.indices.dropLast() where tokens[index].isName("super") && tokens[index + 1].isName(base) { return .callsSuper }
        return .keeps
    }

    /// The methods a body calls on `self` (`[self getRow:indexPath]`: `getRow`).
    private static func selfCalls(in statements: [ObjCStatement]) -> Set<String> {
        var names: Set<String> = []
        for statement in statements {
            let tokens = Array(statement.tokens)
            for index in tokens.indices.dropFirst().dropLast() where tokens[index].isName("self") && tokens[index - 1].isSymbol("[") {
                if tokens[index + 1].kind == .name { names.insert(tokens[index + 1].text) }
            }
        }
        return names
    }
}
