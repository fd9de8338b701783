import Testing

/// A click or toggle handler that does nothing (`onValueChange = {}`) is a role for TalkBack, not
/// a target: the row around it takes the tap (Element X 477aa366 SelectedIndicatorAtom.kt:34).
@Suite struct NoOpHandlerTests {
    @Test func handlersThatDoNothingAreNoTarget() throws {
        let body = """
            Icon(Icons.Default.Check, null, modifier = Modifier.toggleable(value = true, role = Role.Checkbox, onValueChange = {}))
            Box(Modifier.size(20.dp).clickable {})
            Box(Modifier.size(20.dp).clickable(onClick = {}, onLongClick = {}))
            """
        #expect(try ComposeTargetSmallTests.sizes(body).isEmpty)
    }

    @Test func handlersThatDoSomethingAreTargets() throws {
        let body = """
            Icon(Icons.Default.Check, null, modifier = Modifier.toggleable(value = checked, onValueChange = { checked = it }))
            Box(Modifier.size(20.dp).clickable { open() })
            Box(Modifier.size(20.dp).combinedClickable(onClick = {}, onLongClick = { menu() }))
            Box(Modifier.size(20.dp).clickable(onClick = onClose))
            """
        #expect(try ComposeTargetSmallTests.sizes(body) == ["tappable 24.0×24.0", "tappable 20.0×20.0", "tappable 20.0×20.0", "tappable 20.0×20.0"])
    }
}
