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
      rows.append(_rowCell(n))
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

/// A list row's cell: the row's element, and for a `NavigationLink` row the disclosure indicator
/// at its trailing edge (``_HarnessRule/disclosureIndicator``).
@MainActor func _rowCell(_ row: _AXNode) -> _AXNode {
  let cell = _AXNode(.cell)
  cell.children = [row]
  if row.isNavigationLink, _HarnessRule.disclosureIndicator.isOn {
    let chevron = _AXNode(.image)
    chevron.label = "chevron"
    cell.children.append(chevron)
  }
  return cell
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
    for n in rows.nodes { ctx.emit(_rowCell(n)) }
  }
}

// MARK: - Controls

/// A button element labelled with its label's text; a tap runs the action unless the button is
/// disabled ("disabled(_:)": "the user can't interact with the view"). With a custom
/// ``ButtonStyle`` in the environment, what the style makes of the label is drawn, pressed during
/// a tap (``_HarnessRule/buttonStylePressed``); the button stays one element.
extension Button: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    let sink = _Sink()
    var inner = ctx.child("label").into(sink)
    let style = ctx.env[_ButtonStyleKey.self]
    // The style applies to this button, not to buttons inside its label.
    inner.env[_ButtonStyleKey.self] = nil
    let pressed = ctx.graph.slot(ctx.path + "#pressed") { _Box(false) }
    if let style {
      let label = ButtonStyleConfiguration.Label(_view: AnyView(_label))
      let configuration = ButtonStyleConfiguration(role: _role, label: label, isPressed: pressed.value)
      _renderView(style.makeBody(configuration), inner)
    } else {
      _renderView(_label, inner)
    }
    let n = _AXNode(.button)
    n.label = sink.nodes.flatMap(\.text).joined(separator: ", ")
    n.isEnabled = ctx.isEnabled
    let action = _action
    let enabled = ctx.isEnabled
    let graph = ctx.graph
    n.tap = {
      guard enabled else { return }
      if style != nil, _HarnessRule.buttonStylePressed.isOn {
        pressed.value = true
        _ = graph.render()
        pressed.value = false
        graph.invalidate("a button released")
      }
      action()
    }
    ctx.emit(n)
  }
}

/// A custom button style, as the environment keeps it: what it makes of a configuration.
struct _ButtonStyleBox {
  let makeBody: @MainActor (ButtonStyleConfiguration) -> AnyView
}

/// The label a button style is given: the button's own label.
extension ButtonStyleConfiguration.Label: _PrimitiveView {
  func _render(_ ctx: _Ctx) { _renderView(_view, ctx.child("styled")) }
}

/// "Label": the title and the icon; accessibility reads the title only (an icon-only label, as
/// in a toolbar, is read by its title).
extension Label: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    _renderView(_title, ctx.child("title"))
    _renderView(_icon, ctx.child("icon").into(_Sink()))
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

