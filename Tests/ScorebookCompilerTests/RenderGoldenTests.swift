@testable import _ScorebookCompiler
import Testing

/// `render` of the golden tables (a fitness test, faces, opponents, levels),
/// every page and file in one text, compared byte for byte with
/// `Fixtures/Render/golden.txt`. Run with `SCOREBOOK_UPDATE_GOLDEN=1` to rewrite it.
@Suite struct RenderGoldenTests {
    @Test func theGoldenTablesRenderAsCheckedIn() throws {
        let output = TableCompiler.compile(try DiffGoldenTests.old())
        #expect(!output.diagnostics.hasErrors)
        var text = ""
        for page in TableSite.render(output, today: TableSiteTests.today) {
            text += "==> \(page.path) (\(page.title), \(page.what)) <==\n\(page.html)"
            for file in page.files { text += "==> \(file.path) <==\n\(file.text)" }
        }
        try DiffGoldenTests.compare(text, "Render/golden.txt")
    }
}
