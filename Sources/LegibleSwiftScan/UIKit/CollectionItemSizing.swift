import SwiftSyntax

/// Code that sizes collection view items, by the type it is in (``ScanFileResult/sizesCollectionItems``):
/// a `collectionView(_:layout:sizeForItemAt:)` method, an `itemSize` or `estimatedItemSize`
/// assignment, a `UICollectionViewCompositionalLayout`. An Interface Builder cell such a type
/// lays out is as wide as that code says, not as its flow layout's `itemSize` in the file.
enum CollectionItemSizing {
    /// `func collectionView(_:layout:sizeForItemAt:)`.
    static func function(_ node: FunctionDeclSyntax, scan: SwiftFileScan) {
        guard node.name.text == "collectionView",
            node.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "sizeForItemAt" })
        else { return }
        record(node, scan: scan)
    }

    /// `layout.itemSize = …`, `layout.estimatedItemSize = …`.
    static func assignment(target: ExprSyntax, node: some SyntaxProtocol, scan: SwiftFileScan) {
        guard let member = target.as(MemberAccessExprSyntax.self), ["itemSize", "estimatedItemSize"].contains(member.declName.baseName.text) else { return }
        record(node, scan: scan)
    }

    /// `UICollectionViewCompositionalLayout(…)` (or the type named anywhere in an expression).
    static func reference(_ node: DeclReferenceExprSyntax, scan: SwiftFileScan) {
        guard node.baseName.text == "UICollectionViewCompositionalLayout" else { return }
        record(node, scan: scan)
    }

    /// The enclosing type, or `""` for code outside any (which collection view it sizes is not known).
    private static func record(_ node: some SyntaxProtocol, scan: SwiftFileScan) {
        scan.sizesCollectionItems.insert(scan.enclosingTypeName(node) ?? "")
    }
}
