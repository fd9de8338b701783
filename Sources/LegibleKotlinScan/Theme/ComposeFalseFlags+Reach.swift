extension ComposeFalseFlags {
    /// The functions `file` declares (at its top level or in its types) that it names only in
    /// code a flag switches off, or in other such functions, and at least once. Whether another
    /// file names them is the caller's to check: those in `usedElsewhere` are reached. `seeded`
    /// are functions of the file that only skipped code of other files calls: they are unreached
    /// too, with what only they call, unless the file itself uses them where it runs (then none is).
    func unreachedFunctions(in file: KotlinFile, usedElsewhere: Set<String> = [], seeded: Set<String> = []) -> Set<String> {
        var declared: Set<String> = []
        declaredFunctions(file.statements, into: &declared, depth: 0)
        var uses = Uses()
        uses.visit(file.statements, caller: nil, live: true, locals: [], flags: self, depth: 0)
        var unreached = seeded.intersection(declared)
        guard unreached == seeded else { return [] }
        var changed = true
        while changed {
            changed = false
            for name in declared.subtracting(usedElsewhere) where !unreached.contains(name) {
                guard let mentions = uses.mentions[name], !mentions.isEmpty,
                    mentions.allSatisfy({ !$0.live || ($0.caller.map(unreached.contains) ?? false) })
                else { continue }
                unreached.insert(name)
                changed = true
            }
        }
        let seedsRun = seeded.contains { name in
            (uses.mentions[name] ?? []).contains { $0.live && !($0.caller.map(unreached.contains) ?? false) }
        }
        return seedsRun ? [] : unreached
    }

    /// The names `file` mentions, at least once and only in code that never runs or in its
    /// `unreached` functions, and declares no function of: what it calls there from other files.
    func namesOnlySkipped(in file: KotlinFile, unreached: Set<String>) -> Set<String> {
        var declared: Set<String> = []
        declaredFunctions(file.statements, into: &declared, depth: 0)
        var uses = Uses()
        uses.visit(file.statements, caller: nil, live: true, locals: [], flags: self, depth: 0)
        let skipped = uses.mentions.filter { name, mentions in
            !declared.contains(name) && !mentions.isEmpty && mentions.allSatisfy { !$0.live || ($0.caller.map(unreached.contains) ?? false) }
        }
        return Set(skipped.keys)
    }

    private func declaredFunctions(_ statements: [KotlinStatement], into names: inout Set<String>, depth: Int) {
        guard depth < 4 else { return }
        for case .declaration(let declaration) in statements {
            if declaration.keyword == "fun", !declaration.name.isEmpty, !ComposePreviewHelpers.isPreview(declaration) {
                names.insert(declaration.name)
            } else if ["class", "object", "interface"].contains(declaration.keyword) {
                declaredFunctions(declaration.body ?? [], into: &names, depth: depth + 1)
            }
        }
    }

    /// Every name a file mentions, with the top-level or member function it is in and whether
    /// that code runs.
    private struct Uses {
        var mentions: [String: [(caller: String?, live: Bool)]] = [:]

        mutating func visit(_ statements: [KotlinStatement], caller: String?, live: Bool, locals: Set<String>, flags: ComposeFalseFlags, depth: Int) {
            guard depth < KotlinLimits.maximumDepth else { return }
            var live = live
            var locals = locals
            for statement in statements {
                switch statement {
                case .declaration(let declaration):
                    // A function nested in another is that one's code; a type's members are their own.
                    let inner = declaration.keyword == "fun" && caller == nil ? declaration.name : caller
                    let innerCaller = ["class", "object", "interface"].contains(declaration.keyword) ? nil : inner
                    for parameter in declaration.parameters {
                        if let value = parameter.defaultValue { visit(value, caller: innerCaller, live: live, locals: locals, flags: flags, depth: depth + 1) }
                    }
                    if let value = declaration.initializer { visit(value, caller: innerCaller, live: live, locals: locals, flags: flags, depth: depth + 1) }
                    visit(declaration.body ?? [], caller: innerCaller, live: live, locals: locals, flags: flags, depth: depth + 1)
                    locals = flags.locals(locals, adding: declaration)
                case .expression(let expression): visit(expression, caller: caller, live: live, locals: locals, flags: flags, depth: depth + 1)
                case .assignment(let target, _, let value):
                    visit(target, caller: caller, live: live, locals: locals, flags: flags, depth: depth + 1)
                    visit(value, caller: caller, live: live, locals: locals, flags: flags, depth: depth + 1)
                }
                if live, flags.endsBlock(statement, locals: locals) { live = false }
            }
        }

        mutating func visit(_ expression: KotlinExpression, caller: String?, live: Bool, locals: Set<String>, flags: ComposeFalseFlags, depth: Int) {
            guard depth < KotlinLimits.maximumDepth else { return }
            let next = depth + 1
            switch expression.kind {
            case .name(let name): mentions[name, default: []].append((caller, live))
            case .reference(let base, let name):
                mentions[name, default: []].append((caller, live))
                if let base { visit(base, caller: caller, live: live, locals: locals, flags: flags, depth: next) }
            case .call(let callee, let arguments, let lambda):
                visit(callee, caller: caller, live: live, locals: locals, flags: flags, depth: next)
                for argument in arguments { visit(argument.value, caller: caller, live: live, locals: locals, flags: flags, depth: next) }
                if let lambda { visit(lambda.body, caller: caller, live: live, locals: locals, flags: flags, depth: next) }
            case .member(let base, let name, _):
                // `this.helper()`, `Screens.helper()`: a member named through its owner.
                mentions[name, default: []].append((caller, live))
                visit(base, caller: caller, live: live, locals: locals, flags: flags, depth: next)
            case .binary(_, let left, let right):
                visit(left, caller: caller, live: live, locals: locals, flags: flags, depth: next)
                visit(right, caller: caller, live: live, locals: locals, flags: flags, depth: next)
            case .index(let base, let arguments):
                visit(base, caller: caller, live: live, locals: locals, flags: flags, depth: next)
                for argument in arguments { visit(argument, caller: caller, live: live, locals: locals, flags: flags, depth: next) }
            case .prefix(_, let operand), .postfix(_, let operand), .typeCheck(_, let operand, _):
                visit(operand, caller: caller, live: live, locals: locals, flags: flags, depth: next)
            case .lambda(let lambda): visit(lambda.body, caller: caller, live: live, locals: locals, flags: flags, depth: next)
            case .block(let statements), .objectLiteral(let statements):
                visit(statements, caller: caller, live: live, locals: locals, flags: flags, depth: next)
            case .control(let keyword, let parts):
                let running = keyword == "if" ? Set(flags.liveIndices(ofIf: parts, locals: locals)) : Set(parts.indices)
                for (index, part) in parts.enumerated() {
                    visit(part, caller: caller, live: live && running.contains(index), locals: locals, flags: flags, depth: next)
                }
            case .jump(_, let value?): visit(value, caller: caller, live: live, locals: locals, flags: flags, depth: next)
            case .literal, .jump, .unknown: break
            }
        }
    }
}
