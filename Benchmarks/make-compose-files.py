#!/usr/bin/env python3
"""Writes N realistic Jetpack Compose screen files (about 200 lines each) for the `legible scan`
speed benchmark of the Kotlin reader: composables with Columns, Rows, LazyColumn items, Text in
sp and Material roles, buttons, icons with click modifiers, cards and surfaces, state and
previews. Every file has a few patterns the scan reports (a size from dp, a pinned font scale, a
small click target, a shrinking text) among many it must read and leave alone. Deterministic: the
same N gives the same files.

usage: make-compose-files.py OUTPUT_DIR [N=2000]
"""
import os
import random
import sys

ROLES = ["displaySmall", "headlineMedium", "titleLarge", "titleMedium", "bodyLarge", "bodyMedium", "bodySmall", "labelLarge", "labelSmall"]
COLORS = ["MaterialTheme.colorScheme.onSurface", "MaterialTheme.colorScheme.primary", "Color.White", "Color(0xFF1B1B1F)", "colorResource(R.color.brand)"]
WORDS = ["profile", "settings", "order", "cart", "account", "message", "photo", "event", "ticket", "payment", "review", "search"]
HEADER = """package com.example.app.ui.{package}

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
"""


def row(key, kind, rng):
    if kind == 0:
        return [f"            Text(", f"                text = stringResource(R.string.{key}_title),",
                f"                style = MaterialTheme.typography.{rng.choice(ROLES)},", f"                color = {rng.choice(COLORS)},",
                "                maxLines = 2,", "            )"]
    if kind == 1:
        return ["            Row(", "                modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp, vertical = 8.dp),",
                "                verticalAlignment = Alignment.CenterVertically,", "            ) {",
                "                Icon(Icons.Default.Star, contentDescription = null)", "                Spacer(Modifier.width(12.dp))",
                f'                Text("{key} label", fontSize = {rng.choice([12, 14, 16])}.sp, modifier = Modifier.weight(1f))', "            }"]
    if kind == 2:
        return ["            Button(", "                onClick = { count++ },", "                modifier = Modifier.fillMaxWidth(),",
                "            ) {", f"                Text(stringResource(R.string.{key}_action))", "            }"]
    if kind == 3:
        return ["            Row(verticalAlignment = Alignment.CenterVertically) {", f'                Text("{key} toggle", modifier = Modifier.weight(1f))',
                "                Switch(checked = enabled, onCheckedChange = { enabled = it })", "            }"]
    if kind == 4:
        size = rng.choice([11, 13, 15])
        return ["            Text(", f'                text = "{key} detail",', f"                fontSize = with(LocalDensity.current) {{ {size}.dp.toSp() }},",
                "                maxLines = 1,", "                modifier = Modifier.width(180.dp).padding(vertical = 4.dp),", "            )"]
    if kind == 5:
        return ["            Card(modifier = Modifier.fillMaxWidth().padding(8.dp)) {", "                Column(Modifier.padding(16.dp)) {",
                f'                    Text("{key} heading", style = MaterialTheme.typography.titleMedium)',
                f'                    Text("{key} body", style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)',
                "                }", "            }"]
    return ["            Icon(", "                Icons.Default.Close,", "                contentDescription = null,",
            "                modifier = Modifier.size(28.dp).clickable { count = 0 },", "            )"]


def compose_file(index, rng):
    name = rng.choice(WORDS).capitalize() + f"Screen{index}"
    lines = HEADER.format(package=name.lower()).splitlines() + [
        "", f"private const val TitleSize = {rng.choice([20, 22, 24])}", "", "@OptIn(ExperimentalMaterial3Api::class)", "@Composable",
        f"fun {name}(items: List<String>, onBack: () -> Unit, modifier: Modifier = Modifier) {{",
        "    var count by remember { mutableStateOf(0) }", "    var enabled by rememberSaveable { mutableStateOf(false) }", "    Scaffold(",
        "        topBar = {", f'            TopAppBar(title = {{ Text("{name}", fontSize = TitleSize.sp) }})', "        },",
        "    ) { padding ->", "        Column(", "            modifier = modifier", "                .padding(padding)",
        "                .background(Color.White)", "                .fillMaxSize(),", "        ) {"]
    for number in range(26):
        lines += row(f"{name.lower()}_row{number}", number % 7, rng)
    if index % 5 == 0:
        lines += ["            val density = LocalDensity.current",
                  "            CompositionLocalProvider(LocalDensity provides Density(density.density, fontScale = 1f)) {",
                  '                Text("pinned")', "            }"]
    if index % 7 == 0:
        lines += ['            Text("badge", autoSize = TextAutoSize.StepBased(minFontSize = 8.sp, maxFontSize = 14.sp))']
    lines += ["        }", "    }", "}", "", "@Preview", "@Composable", f"private fun {name}Preview() {{",
              f'    {name}(items = listOf("a", "b", "c"), onBack = {{}})', "}", ""]
    return lines


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    rng = random.Random(20261202)
    for index in range(count):
        folder = os.path.join(out, "app", "src", "main", "java", "screens", f"group{index // 100}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"Screen{index}.kt"), "w", encoding="utf-8") as handle:
            handle.write("\n".join(compose_file(index, rng)))


if __name__ == "__main__":
    main()
