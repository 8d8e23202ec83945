/**
 * Hostile HTML for the XSS corpus (issue 18): script, event handlers, SVG, meta refresh, CSS,
 * URL schemes and mutation-XSS shapes. Every payload that ran would call alert() or set
 * `window.__xss` (or navigate to /xss-navigated); the tests check that none does, and that
 * nothing able to run later (a handler, a javascript: address) is left in the page.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<script>alert(1)</script>',
  '<SCRIPT SRC="data:text/javascript,alert(1)"></SCRIPT>',
  '<img src=x onerror="window.__xss=1">',
  '<img src=x onerror=alert(1)>',
  '<img src=`x` onerror=alert(1)>',
  '<img src=x onerror="&#97;lert(1)">',
  '<img src=x:alert(alt) onerror=eval(src) alt=1>',
  '<image src=x onerror=alert(1)>',
  '<img """><script>alert(1)</script>">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">눌러 보기</text></a></svg>',
  '<svg><script href="data:,alert(1)" /></svg>',
  '<svg><set attributeName="onload" to="alert(1)"/></svg>',
  '<svg><foreignObject><iframe srcdoc="&lt;script&gt;parent.__xss=1&lt;/script&gt;"></iframe></foreignObject></svg>',
  '<body onload=alert(1)>',
  '<body onpageshow=alert(1)>',
  '<frameset onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">링크</a>',
  '<a href="JaVaScRiPt:alert(1)">링크</a>',
  '<a href="&#106;avascript:alert(1)">링크</a>',
  '<a href="  javascript:alert(1)">링크</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">링크</a>',
  '<a href="#" onclick="alert(1)">링크</a>',
  '<details open ontoggle=alert(1)><summary>열기</summary></details>',
  '<marquee onstart=alert(1)>흐르는 글</marquee>',
  '<marquee loop=1 width=0 onfinish=alert(1)>x</marquee>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)></audio>',
  '<input autofocus onfocus=alert(1)>',
  '<select autofocus onfocus=alert(1)></select>',
  '<textarea autofocus onfocus=alert(1)></textarea>',
  '<form action="javascript:alert(1)"><button>보내기</button></form>',
  '<button formaction="javascript:alert(1)">보내기</button>',
  '<isindex action=javascript:alert(1) type=image>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=/xss-navigated">',
  '<base href="javascript:alert(1)//">',
  '<base href="/xss-navigated/">',
  '<link rel="stylesheet" href="data:text/css,*{color:red}">',
  '<link rel="prefetch" href="/xss-navigated">',
  '<style>@import "data:,*{x:expression(alert(1))}";</style>',
  '<style>*{background:url("javascript:alert(1)")}</style>',
  '<div style="background-image:url(javascript:alert(1))">배경</div>',
  '<div style="width:expression(alert(1))">식</div>',
  '<div onpointerover=alert(1) style="position:fixed;inset:0">덮개</div>',
  '<table background="javascript:alert(1)"><tr><td>표</td></tr></table>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mi//xlink:href="data:x,<script>alert(1)</script>">',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<template><img src=x onerror=alert(1)></template>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1)//<</script>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</textarea><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '<xss onafterscriptexecute=alert(1)><script>1</script>',
  '<div id="d"></div><img src=x onerror="document.getElementById(\'d\').innerHTML=\'<img src=y onerror=alert(1)>\'">',
];

/** Attributes that would run script later (a click, a focus) if any survived. */
export function dangerousLeftovers(root: {
  querySelectorAll(selectors: string): Iterable<{
    tagName: string;
    attributes: Iterable<{ name: string; value: string }>;
  }>;
}): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'meta', 'base', 'link', 'style'].includes(tag)) {
      found.push(`<${tag}>`);
    }
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      // a browser ignores spaces and control characters in a script address's scheme
      const value = [...attribute.value]
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'style') found.push(`${tag}[style]`);
      if (value.startsWith('javascript:') || value.startsWith('data:text/html')) {
        found.push(`${tag}[${name}=${attribute.value}]`);
      }
    }
  }
  return found;
}
