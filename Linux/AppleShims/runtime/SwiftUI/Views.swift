// View-harness runtime (Linux/AppleShims/README.md): the primitive views the app uses.
import Foundation
@_spi(Harness) import UIKit

// MARK: - Text

extension Text {
  /// "Text(_:tableName:bundle:comment:)": the key is looked up in the app's strings table, and
  /// the key itself shows when there is no entry; interpolated strings fill its `%@` in order.
  init(_content: _Content) { self._content = _content }
  func _resolve() -> String {
    switch _content {
    case .verbatim(let s): return s
    case .concat(let a, let b): return a._resolve() + b._resolve()
    case .key(let k):
      var format = _Strings.lookup(k._key) ?? k._key
      for arg in k._args {
        if let r = format.range(of: "%@") { format.replaceSubrange(r, with: arg) }
      }
      return format
    }
  }
}
/// A static text element with the resolved string as its label.
extension Text: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    let n = _AXNode(.staticText)
    n.label = _resolve()
    ctx.emit(n)
  }
}
/// An image element; a system image's accessibility label is its name here (iOS derives a
/// description from some symbols: the tests do not query images by label). A decorative image
/// is none: "SwiftUI ignores this image for accessibility purposes" (init(decorative:scale:
/// orientation:)).
extension Image: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    if _isDecorative { return }
    let n = _AXNode(.image)
    n.label = _name
    ctx.emit(n)
  }
}
// Shapes, colours, spacers and dividers are drawing only: no accessibility element.
extension Color: _PrimitiveView { func _render(_ ctx: _Ctx) {} }
extension Rectangle: _PrimitiveView { func _render(_ ctx: _Ctx) {} }
extension RoundedRectangle: _PrimitiveView { func _render(_ ctx: _Ctx) {} }
extension Circle: _PrimitiveView { func _render(_ ctx: _Ctx) {} }
extension Capsule: _PrimitiveView { func _render(_ ctx: _Ctx) {} }
extension Spacer: _PrimitiveView { func _render(_ ctx: _Ctx) {} }
extension Divider: _PrimitiveView { func _render(_ ctx: _Ctx) {} }
extension EmptyView: _PrimitiveView { func _render(_ ctx: _Ctx) {} }

// MARK: - Structure

/// A `ViewBuilder` block: its children in order, each at its own position.
extension TupleView: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    for (i, c) in Mirror(reflecting: value).children.enumerated() { _renderAny(c.value, ctx.child("\(i)")) }
  }
}
/// An `if`/`else`: the two branches are different positions, so switching branches ends the
/// other branch's views and their state (WWDC21 "Demystify SwiftUI", structural identity).
extension _ConditionalContent: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    switch _storage {
    case .t(let v): _renderView(v, ctx.child("T"))
    case .f(let v): _renderView(v, ctx.child("F"))
    }
  }
}
extension Optional: _PrimitiveView where Wrapped: View {
  func _render(_ ctx: _Ctx) { if let v = self { _renderView(v, ctx.child("some")) } }
}
extension AnyView: _PrimitiveView { func _render(_ ctx: _Ctx) { _render(ctx.child("any")) } }
extension Group: _PrimitiveView where Content: View {
  func _render(_ ctx: _Ctx) { _renderView(_content, ctx.child("g")) }
}
/// The harness models no layout: a geometry reader's proxy has the width of an iPhone 15 in
/// portrait (393 points, Apple's "Human Interface Guidelines", layout, device sizes) and no
/// height.
extension GeometryReader: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    _renderView(content(GeometryProxy(_size: CGSize(width: 393, height: 0))), ctx.container("geometry"))
  }
}
// Stacks and scroll views lay out only; the harness models no layout. They are plain containers:
// no accessibility element of their own (``_HarnessRule/containerIdentifier``).
extension VStack: _PrimitiveView { func _render(_ ctx: _Ctx) { _renderView(_content, ctx.container("v")) } }
extension HStack: _PrimitiveView { func _render(_ ctx: _Ctx) { _renderView(_content, ctx.container("h")) } }
extension ZStack: _PrimitiveView { func _render(_ ctx: _Ctx) { _renderView(_content, ctx.container("z")) } }
extension LazyVStack: _PrimitiveView { func _render(_ ctx: _Ctx) { _renderView(_content, ctx.container("lv")) } }
extension ScrollView: _PrimitiveView { func _render(_ ctx: _Ctx) { _renderView(_content, ctx.container("sv")) } }

/// One view per element, its position named by the element's id ("ForEach": "the identity of
/// each element"). "the ID … occurs multiple times within the collection, this will give undefined
/// results!" is SwiftUI's warning for a repeated id: a breach of the contract here.
extension ForEach: _PrimitiveView where Content: View {
  func _render(_ ctx: _Ctx) {
    var seen = Set<AnyHashable>()
    for element in data {
      let id = _id(element)
      if !seen.insert(id).inserted {
        _HarnessContract.breach("duplicate ForEach id", "\(id) at \(ctx.path)")
      }
      _renderView(content(element), ctx.child("[\(id)]"))
    }
  }
}

// MARK: - Lists

/// A table (iOS 15) or a collection view (iOS 16 on; `_HarnessProfile.listRole`, with its
/// sources) whose rows are cells. Only the rows in its viewport exist (``_HarnessRule/viewport``):
/// ``_HarnessRule/viewportRows`` rows and section headers from its scroll position, which
/// `swipeUp()` and `swipeDown()` move (``_ListScroll``). Its own identifier does not reach
/// XCUITest; an ancestor container's does (``_HarnessRule/containerIdentifier``).
extension List: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    let sink = _Sink()
    _renderView(_content, ctx.child("list").into(sink))
    let table = _AXNode(_HarnessProfile.listRole)
    table.isList = true
    var rows: [_AXNode] = []
    for n in sink.nodes {
      if n.role == .cell || n.role == .other && n.isHeader { rows.append(n); continue }
      let cell = _AXNode(.cell)
      cell.children = [n]
      rows.append(cell)
    }
    let scroll = ctx.graph.slot(ctx.path + "#scroll") { _ListScroll() }
    scroll.count = rows.count
    ctx.graph.lastList = scroll
    if _HarnessRule.viewport.isOn {
      scroll.offset = max(0, min(scroll.offset, rows.count - _HarnessRule.viewportRows))
      table.children = Array(rows.dropFirst(scroll.offset).prefix(_HarnessRule.viewportRows))
    } else {
      table.children = rows
    }
    ctx.emit(table)
  }
}

/// Where a list is scrolled to: the first row in its viewport.
final class _ListScroll {
  var offset = 0
  var count = 0
  /// A swipe up (`by` > 0) or down moves the viewport by a screen less one row, within the list.
  func scroll(by screens: Int) {
    let step = max(1, _HarnessRule.viewportRows - 1) * screens
    offset = max(0, min(offset + step, count - _HarnessRule.viewportRows))
  }
}
/// A section: a header element with the header trait, then its rows as cells.
extension Section: _PrimitiveView where Parent: View, Content: View, Footer: View {
  func _render(_ ctx: _Ctx) {
    let h = _Sink()
    _renderView(_header, ctx.child("header").into(h))
    if !h.nodes.isEmpty {
      let header = _AXNode(.other)
      header.isHeader = true
      header.children = h.nodes
      ctx.emit(header)
    }
    let rows = _Sink()
    _renderView(_content, ctx.child("rows").into(rows))
    for n in rows.nodes {
      let cell = _AXNode(.cell)
      cell.children = [n]
      ctx.emit(cell)
    }
  }
}

// MARK: - Controls

/// A button element labelled with its label's text; a tap runs the action unless the button is
/// disabled ("disabled(_:)": "the user can't interact with the view").
extension Button: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    let sink = _Sink()
    _renderView(_label, ctx.child("label").into(sink))
    let n = _AXNode(.button)
    n.label = sink.nodes.flatMap(\.text).joined(separator: ", ")
    n.isEnabled = ctx.isEnabled
    let action = _action
    let enabled = ctx.isEnabled
    n.tap = { if enabled { action() } }
    ctx.emit(n)
  }
}

/// A progress indicator; a determinate one has its fraction as a percent value, as
/// UIProgressView reports it to accessibility.
extension ProgressView: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    let n = _AXNode(.progressIndicator)
    if let l = _label {
      let sink = _Sink()
      _renderView(l, ctx.child("label").into(sink))
      n.label = sink.nodes.flatMap(\.text).joined(separator: ", ")
    }
    if let v = _value { n.value = "\(Int((v * 100).rounded()))%" }
    ctx.emit(n)
  }
}

extension AsyncImage: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    // Never fetches: the phase stays `.empty` (the UI tests load no images).
    if let c = _content { _renderView(c(.empty), ctx.child("phase")) }
  }
}

